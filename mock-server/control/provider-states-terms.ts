/** Provider states of the terms extension pact (contracts/states-terms.ts, decision 0179). */
import type { World } from '../world/state';
import { TERMS_INJECTED as V, TERMS_STATES as S } from '../../contracts/states-terms';
import { latestTerms, TERMS_VERSIONS } from '../domain/terms';
import { updatePlayer } from '../services/accounts/players';
import { DEMO_PHONE, tokensOf, type ProviderStateAnswer } from './provider-states-support';
import { now, requirePlayer } from './world';

/** The seeded demo player, with `version` as the newest terms they accepted. */
function demoPlayerWith(world: World, version: string): ProviderStateAnswer {
  const player = updatePlayer(world, requirePlayer(world, DEMO_PHONE).id, {
    termsVersion: version,
    termsAcceptedAt: now(world),
  });
  return {
    ...tokensOf(world, player),
    [V.latestTermsVersion]: latestTerms().version,
    [V.acceptedTermsVersion]: version,
  };
}

export const TERMS_BUILDERS: Record<string, (world: World) => ProviderStateAnswer> = {
  [S.newTermsNotAccepted]: (world) => demoPlayerWith(world, TERMS_VERSIONS[0]?.version ?? ''),
  [S.latestTermsAccepted]: (world) => demoPlayerWith(world, latestTerms().version),
};
