import { describe, expect, it } from 'vitest';
import { CLI_PROVIDERS, verifierArgs } from './cli-verifier';

const [lottery, cms] = CLI_PROVIDERS;

describe("the standalone verifier's command line", () => {
  it('gives the provider address in parts and only the state-change URL, no filter', () => {
    expect(
      verifierArgs(lottery!, 'http://127.0.0.1:4123/lottery', 'http://127.0.0.1:4123/__control/state'),
    ).toEqual([
      '--file', 'contracts/pacts/lottery-web-lottery-api.json',
      '--provider-name', 'lottery-api',
      '--transport', 'http',
      '--hostname', '127.0.0.1',
      '--port', '4123',
      '--base-path', '/lottery',
      '--state-change-url', 'http://127.0.0.1:4123/__control/state',
      '--loglevel', 'warn',
      '--state-change-teardown',
    ]); // prettier-ignore
  });

  it('fills in the default port of an https address and drops an empty base path', () => {
    const args = verifierArgs(cms!, 'https://cms.example.iq/', 'https://api.example.iq/state');
    expect(args.join(' ')).toContain('--transport https --hostname cms.example.iq --port 443');
    expect(args).not.toContain('--base-path');
  });

  it('names one run per pact file, each pact naming its provider', async () => {
    const { readFile } = await import('node:fs/promises');
    for (const run of CLI_PROVIDERS) {
      const pact = JSON.parse(await readFile(run.pact, 'utf8')) as { provider: { name: string } };
      expect(pact.provider.name).toBe(run.provider);
    }
  });
});
