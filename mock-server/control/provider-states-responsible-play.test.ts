import { defaultWorld } from '../world/current';
import { describe, expect, it } from 'vitest';
import { RESPONSIBLE_PLAY_STATES as S } from '../../contracts/states-responsible-play';
import { authenticateBearer } from '../services/auth';
import { login } from '../services/accounts/passwords';
import { applyProviderState } from './provider-states';

const world = defaultWorld();

describe('responsible-play provider states', () => {
  it('builds every state, with a token the fake accepts where a player is logged in', async () => {
    for (const state of Object.values(S)) {
      const answer = await applyProviderState(world, state);
      if (state === S.selfExcluded) continue;
      expect(
        (await authenticateBearer(world, `Bearer ${String(answer.securityToken)}`)).username,
        state,
      ).toBe('07701234567');
    }
  });

  it('makes the self-excluded player unable to log in', async () => {
    await applyProviderState(world, S.selfExcluded);
    expect(() => login(world, '07701234567', 'Lottery123!')).toThrow(/excluded/);
  });
});
