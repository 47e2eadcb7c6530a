/**
 * The standalone Rust verifier (`pact-verifier` from @pact-foundation/pact-cli, the same
 * `pact_verifier_cli` a Java or Go team downloads): one run per provider, with only the provider's
 * address and the state-change URL. No JavaScript sits between it and the provider, so what passes
 * here passes for any V4 verifier.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = `${ROOT}node_modules/.bin/pact-verifier`;

export interface CliProvider {
  /** The provider name in the pact file. */
  provider: string;
  /** The pact file, relative to the repository root. */
  pact: string;
  /** Where the provider answers under the fake's origin. */
  basePath: string;
}

export const CLI_PROVIDERS: readonly CliProvider[] = [
  {
    provider: 'lottery-api',
    pact: 'contracts/pacts/lottery-web-lottery-api.json',
    basePath: '/lottery',
  },
  { provider: 'cms', pact: 'contracts/pacts/lottery-web-cms.json', basePath: '/cms/api' },
  {
    provider: 'lottery-api-extensions',
    pact: 'contracts/pacts/lottery-web-lottery-api-extensions.json',
    basePath: '/lottery',
  },
];

/** The verifier's arguments for one provider at `providerUrl` (scheme, host, port and base path). */
export function verifierArgs(run: CliProvider, providerUrl: string, stateUrl: string): string[] {
  const url = new URL(providerUrl);
  const scheme = url.protocol.replace(':', '');
  const port = url.port || (scheme === 'https' ? '443' : '80');
  const basePath = url.pathname.replace(/\/+$/, '');
  const options: [string, string][] = [
    ['--file', run.pact],
    ['--provider-name', run.provider],
    ['--transport', scheme],
    ['--hostname', url.hostname],
    ['--port', port],
    ...(basePath ? [['--base-path', basePath] as [string, string]] : []),
    ['--state-change-url', stateUrl],
    ['--loglevel', 'warn'],
  ];
  // Teardown calls exercise the protocol's `action: teardown` (the fake answers {} and keeps state).
  return [...options.flat(), '--state-change-teardown'];
}

/** Runs the verifier with these arguments; resolves with its exit code (output goes to ours). */
export function runPactVerifier(args: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(BIN, [...args], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}
