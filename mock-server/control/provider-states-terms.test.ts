import { defaultWorld } from '../world/current';
import { describe, expect, it } from 'vitest';
import { TERMS_STATES as S } from '../../contracts/states-terms';
import { hasAcceptedLatest, latestTerms } from '../domain/terms';
import { authenticateBearer } from '../services/auth';
import { applyProviderState } from './provider-states';
import { requirePlayer } from './world';

const world = defaultWorld();

describe('terms provider states', () => {
  it('builds each state with a token for the demo player and the versions the pact injects', async () => {
    const older = await applyProviderState(world, S.newTermsNotAccepted);
    expect(
      (await authenticateBearer(world, `Bearer ${String(older.securityToken)}`)).username,
    ).toBe('07701234567');
    expect(older.latestTermsVersion).toBe(latestTerms().version);
    expect(older.acceptedTermsVersion).not.toBe(older.latestTermsVersion);
    expect(hasAcceptedLatest(requirePlayer(world, '07701234567').termsVersion)).toBe(false);

    const latest = await applyProviderState(world, S.latestTermsAccepted);
    expect(latest.acceptedTermsVersion).toBe(latest.latestTermsVersion);
    expect(hasAcceptedLatest(requirePlayer(world, '07701234567').termsVersion)).toBe(true);
  });
});
