/**
 * Verifies the committed pacts against a running provider.
 *
 *   npm run contracts:verify -- --start-fake            the bundled fake, on a free port
 *   npm run contracts:verify -- --base-url URL          a server laid out like the fake
 *   npm run contracts:verify -- --lottery-url URL --cms-url URL --state-url URL
 *   add --only lottery|cms|extensions to verify one pact
 *
 * Environment instead of flags: PACT_PROVIDER_BASE_URL, PACT_LOTTERY_URL, PACT_CMS_URL,
 * PACT_STATE_URL, PACT_PROVIDER_VERSION.
 */
import { parseArgs } from 'node:util';
import { startFake, type RunningFake } from './fake-server';
import { urlsUnder, verifyPacts, type ProviderUrls } from './verify';

const { values } = parseArgs({
  options: {
    'start-fake': { type: 'boolean', default: false },
    'base-url': { type: 'string' },
    'lottery-url': { type: 'string' },
    'cms-url': { type: 'string' },
    'state-url': { type: 'string' },
    only: { type: 'string' },
    'provider-version': { type: 'string' },
  },
});

async function main(): Promise<void> {
  let fake: RunningFake | undefined;
  try {
    if (values['start-fake']) fake = await startFake();
    const baseUrl = fake?.baseUrl ?? values['base-url'] ?? process.env.PACT_PROVIDER_BASE_URL;
    const fromBase: Partial<ProviderUrls> = baseUrl ? urlsUnder(baseUrl) : {};
    const urls = {
      lotteryUrl: values['lottery-url'] ?? process.env.PACT_LOTTERY_URL ?? fromBase.lotteryUrl,
      cmsUrl: values['cms-url'] ?? process.env.PACT_CMS_URL ?? fromBase.cmsUrl,
      stateUrl: values['state-url'] ?? process.env.PACT_STATE_URL ?? fromBase.stateUrl,
    };
    if (!urls.lotteryUrl || !urls.cmsUrl || !urls.stateUrl) {
      throw new Error(
        'Give --start-fake, --base-url URL, or --lottery-url, --cms-url and --state-url',
      );
    }
    const only =
      values.only === 'lottery' || values.only === 'cms' || values.only === 'extensions'
        ? values.only
        : undefined;
    await verifyPacts({
      urls: urls as ProviderUrls,
      only,
      providerVersion: values['provider-version'] ?? process.env.PACT_PROVIDER_VERSION,
    });
    console.log('Pact verification passed.');
  } finally {
    await fake?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
