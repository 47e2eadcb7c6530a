/**
 * Verifies the three committed pacts with the standalone Rust verifier, as a Java or Go team
 * would: only the provider's address and the state-change URL, no request filter.
 *
 *   node --import tsx contracts/scripts/verify-cli.ts               starts the bundled fake
 *   node --import tsx contracts/scripts/verify-cli.ts --base-url URL a server laid out like the fake
 */
import { parseArgs } from 'node:util';
import { CLI_PROVIDERS, runPactVerifier, verifierArgs } from '../verify/cli-verifier';
import { startFake, type RunningFake } from '../verify/fake-server';

const { values } = parseArgs({ options: { 'base-url': { type: 'string' } } });

async function main(): Promise<void> {
  let fake: RunningFake | undefined;
  try {
    if (!values['base-url']) fake = await startFake();
    const base = (values['base-url'] ?? fake?.baseUrl ?? '').replace(/\/+$/, '');
    const failed: string[] = [];
    for (const run of CLI_PROVIDERS) {
      const started = Date.now();
      const args = verifierArgs(run, `${base}${run.basePath}`, `${base}/__control/state`);
      const code = await runPactVerifier(args);
      console.log(`pact-verifier ${run.provider}: exit ${code} in ${Date.now() - started} ms`);
      if (code !== 0) failed.push(run.provider);
    }
    if (failed.length > 0) throw new Error(`pact-verifier failed for ${failed.join(', ')}`);
  } finally {
    await fake?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
