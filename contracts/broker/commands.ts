/**
 * The Pact Broker workflow as command lines (decision 0198): publish the pacts under the git SHA
 * and branch, verify from the broker with consumer version selectors, pending and WIP pacts and
 * published results, ask can-i-deploy, record a deployment. Pure, so a test reads the exact lines;
 * contracts/scripts/broker.ts runs them. Credentials never appear here: the Pact CLI reads
 * PACT_BROKER_TOKEN (or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD) from the environment.
 */
import { CLI_PROVIDERS, verifierArgs } from '../verify/cli-verifier';

export const CONSUMER = 'lottery-web';

export interface BrokerContext {
  brokerUrl: string;
  /** The git SHA of the commit being published, verified or deployed. */
  version: string;
  branch: string;
  /** Where can-i-deploy and record-deployment look, e.g. production. */
  environment: string;
  /** A CI build's address, attached to published pacts and results when there is one. */
  buildUrl?: string;
}

export interface Command {
  bin: 'pact-broker' | 'pact-verifier';
  args: string[];
}

const buildUrl = (ctx: BrokerContext) => (ctx.buildUrl ? ['--build-url', ctx.buildUrl] : []);

/** Publishes the three committed pacts as this consumer version, on its branch. */
export const publishPacts = (ctx: BrokerContext): Command => ({
  bin: 'pact-broker',
  args: [
    'publish',
    'contracts/pacts',
    ...['--broker-base-url', ctx.brokerUrl],
    ...['--consumer-app-version', ctx.version],
    ...['--branch', ctx.branch],
    ...buildUrl(ctx),
  ],
});

/**
 * Pacts a provider verifies: the consumer's main branch, whatever is deployed or released, and
 * the same branch name as the provider's (a feature built on both sides at once).
 */
export const CONSUMER_VERSION_SELECTORS = [
  { mainBranch: true },
  { deployedOrReleased: true },
  { matchingBranch: true },
] as const;

/** Changed pacts nobody has verified yet are verified too, without failing the build. */
export const WIP_PACTS_SINCE = '2026-01-01';

/**
 * Verifies one provider's pacts fetched from the broker against the provider at `providerUrl`,
 * and publishes the result under the provider's version and branch.
 */
export function verifyFromBroker(
  ctx: BrokerContext,
  provider: string,
  providerUrl: string,
  stateUrl: string,
): Command {
  const run = CLI_PROVIDERS.find((p) => p.provider === provider);
  if (!run) throw new Error(`Unknown provider ${provider}`);
  const local = verifierArgs(run, providerUrl, stateUrl);
  // The broker replaces the pact file: drop --file and its value.
  const withoutFile = local.filter((_, i) => local[i] !== '--file' && local[i - 1] !== '--file');
  return {
    bin: 'pact-verifier',
    args: [
      ...withoutFile,
      ...['--broker-url', ctx.brokerUrl],
      ...CONSUMER_VERSION_SELECTORS.flatMap((s) => [
        '--consumer-version-selectors',
        JSON.stringify(s),
      ]),
      '--enable-pending',
      ...['--include-wip-pacts-since', WIP_PACTS_SINCE],
      '--publish',
      ...['--provider-version', ctx.version],
      ...['--provider-branch', ctx.branch],
      ...buildUrl(ctx),
    ],
  };
}

/** Whether this version of the app may go to the environment, given what the broker knows. */
export const canIDeploy = (ctx: BrokerContext, pacticipant = CONSUMER): Command => ({
  bin: 'pact-broker',
  args: [
    'can-i-deploy',
    ...['--broker-base-url', ctx.brokerUrl],
    ...['--pacticipant', pacticipant],
    ...['--version', ctx.version],
    ...['--to-environment', ctx.environment],
  ],
});

/** Tells the broker this version now runs in the environment (after the deployment). */
export const recordDeployment = (ctx: BrokerContext, pacticipant = CONSUMER): Command => ({
  bin: 'pact-broker',
  args: [
    'record-deployment',
    ...['--broker-base-url', ctx.brokerUrl],
    ...['--pacticipant', pacticipant],
    ...['--version', ctx.version],
    ...['--environment', ctx.environment],
  ],
});

/** Arguments a POSIX shell takes as they are; anything else is single-quoted. */
const PLAIN_ARG = /^[\w@%+=:,./-]+$/;

/**
 * The command as a line to paste into bash or sh: each argument that holds quotes, braces or
 * spaces (the selectors' JSON) single-quoted, so pasting it runs exactly these arguments.
 */
export function shellLine({ bin, args }: Command): string {
  const quote = (arg: string) => (PLAIN_ARG.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`);
  return [bin, ...args].map(quote).join(' ');
}
