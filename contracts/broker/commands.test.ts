import { describe, expect, it } from 'vitest';
import {
  canIDeploy,
  publishPacts,
  recordDeployment,
  verifyFromBroker,
  type BrokerContext,
} from './commands';

const ctx: BrokerContext = {
  brokerUrl: 'https://broker.example.iq',
  version: '903b752c',
  branch: 'main',
  environment: 'production',
};
const line = (command: { bin: string; args: string[] }) =>
  `${command.bin} ${command.args.join(' ')}`;

describe('the Pact Broker command lines', () => {
  it('publishes the pact folder under the git SHA and branch, with the build when there is one', () => {
    expect(line(publishPacts(ctx))).toBe(
      'pact-broker publish contracts/pacts --broker-base-url https://broker.example.iq ' +
        '--consumer-app-version 903b752c --branch main',
    );
    expect(publishPacts({ ...ctx, buildUrl: 'https://ci/1' }).args.slice(-2)).toEqual([
      '--build-url',
      'https://ci/1',
    ]);
  });

  it('verifies from the broker with selectors, pending and WIP pacts, and publishes the result', () => {
    const { bin, args } = verifyFromBroker(
      ctx,
      'lottery-api',
      'http://127.0.0.1:4123/lottery',
      'http://127.0.0.1:4123/__control/state',
    );
    expect(bin).toBe('pact-verifier');
    expect(args).not.toContain('--file');
    const text = args.join(' ');
    for (const part of [
      '--provider-name lottery-api',
      '--hostname 127.0.0.1 --port 4123 --base-path /lottery',
      '--state-change-url http://127.0.0.1:4123/__control/state',
      '--broker-url https://broker.example.iq',
      '--consumer-version-selectors {"mainBranch":true}',
      '--consumer-version-selectors {"deployedOrReleased":true}',
      '--consumer-version-selectors {"matchingBranch":true}',
      '--enable-pending --include-wip-pacts-since 2026-01-01',
      '--publish --provider-version 903b752c --provider-branch main',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('asks can-i-deploy and records a deployment for the app in an environment', () => {
    expect(line(canIDeploy(ctx))).toBe(
      'pact-broker can-i-deploy --broker-base-url https://broker.example.iq ' +
        '--pacticipant lottery-web --version 903b752c --to-environment production',
    );
    expect(line(recordDeployment({ ...ctx, environment: 'staging' }))).toBe(
      'pact-broker record-deployment --broker-base-url https://broker.example.iq ' +
        '--pacticipant lottery-web --version 903b752c --environment staging',
    );
  });

  it('refuses a provider that has no pact', () => {
    expect(() => verifyFromBroker(ctx, 'payments', 'http://x', 'http://x/state')).toThrow(
      'Unknown provider',
    );
  });
});
