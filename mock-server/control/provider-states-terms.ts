/** Provider states of the terms extension pact (contracts/states-terms.ts, decision 0179). */
import { TERMS_INJECTED as V, TERMS_STATES as S } from '../../contracts/states-terms';
import { latestTerms, TERMS_VERSIONS } from '../domain/terms';
import { updatePlayer } from '../services/accounts/players';
import { DEMO_PHONE, tokensOf, type ProviderStateAnswer } from './provider-states-support';
import { now, requirePlayer } from './world';

/** The seeded demo player, with `version` as the newest terms they accepted. */
function demoPlayerWith(version: string): ProviderStateAnswer {
  const player = updatePlayer(requirePlayer(DEMO_PHONE).id, {
    termsVersion: version,
    termsAcceptedAt: now(),
  });
  return {
    ...tokensOf(player),
    [V.latestTermsVersion]: latestTerms().version,
    [V.acceptedTermsVersion]: version,
  };
}

export const TERMS_BUILDERS: Record<string, () => ProviderStateAnswer> = {
  [S.newTermsNotAccepted]: () => demoPlayerWith(TERMS_VERSIONS[0]?.version ?? ''),
  [S.latestTermsAccepted]: () => demoPlayerWith(latestTerms().version),
};
