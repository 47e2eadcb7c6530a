/**
 * The Pact Broker steps, run only when PACT_BROKER_BASE_URL is set (any broker: the official
 * image, PactFlow):
 *
 *   npm run contracts:publish                      the pacts under the git SHA and branch
 *   npm run contracts:verify-broker [-- --base-url URL]
 *                                                  the broker's pacts against a provider (the
 *                                                  bundled fake unless --base-url), results published
 *   npm run contracts:can-i-deploy [-- --environment production]
 *   npm run contracts:record-deployment [-- --environment production]
 *
 * PACT_VERSION and PACT_BRANCH override the git SHA and branch; BUILD_URL is attached if set.
 */
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CLI_PROVIDERS } from '../verify/cli-verifier';
import { startFake, type RunningFake } from '../verify/fake-server';
import * as broker from '../broker/commands';
import { brokerUnreachable } from '../broker/reachable';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'base-url': { type: 'string' }, environment: { type: 'string' } },
});
const step = positionals[0] ?? '';

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT }).toString().trim();

/** Runs a Pact CLI command (async: the fake's output keeps flowing while it runs). */
async function run({ bin, args }: broker.Command): Promise<void> {
  // Quoted as a shell needs it: the line can be pasted as it is printed.
  console.log(`> ${broker.shellLine({ bin, args })}`);
  const child = spawn(`${ROOT}node_modules/.bin/${bin}`, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`${bin} ${args[0]} failed (exit ${code})`);
}

async function main(brokerUrl: string): Promise<void> {
  const unreachable = await brokerUnreachable(brokerUrl);
  if (unreachable) throw new Error(unreachable);
  const ctx: broker.BrokerContext = {
    brokerUrl,
    version: process.env.PACT_VERSION ?? git('rev-parse', 'HEAD'),
    branch: process.env.PACT_BRANCH ?? git('rev-parse', '--abbrev-ref', 'HEAD'),
    environment: values.environment ?? 'production',
    buildUrl: process.env.BUILD_URL,
  };
  if (step === 'publish') return run(broker.publishPacts(ctx));
  if (step === 'can-i-deploy') return run(broker.canIDeploy(ctx));
  if (step === 'record-deployment') return run(broker.recordDeployment(ctx));
  if (step !== 'verify') throw new Error(`Unknown step "${step}"`);
  let fake: RunningFake | undefined;
  try {
    if (!values['base-url']) fake = await startFake();
    const base = (values['base-url'] ?? fake?.baseUrl ?? '').replace(/\/+$/, '');
    for (const { provider, basePath } of CLI_PROVIDERS) {
      await run(
        broker.verifyFromBroker(ctx, provider, `${base}${basePath}`, `${base}/__control/state`),
      );
    }
  } finally {
    await fake?.stop();
  }
}

const brokerUrl = process.env.PACT_BROKER_BASE_URL;
if (!brokerUrl) {
  console.log(`PACT_BROKER_BASE_URL is not set: "${step}" does nothing (see contracts/README.md).`);
} else {
  main(brokerUrl).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
