/** Provider states of player care (contracts/states-player-care.ts; decision 0286). */
import type { World } from '../world/state';
import { PLAYER_CARE_STATES as S } from '../../contracts/states-player-care';
import { riskOf, setRiskOverride } from '../services/risk';
import { DEMO_PHONE, tokensOf, type ProviderStateAnswer } from './provider-states-support';
import { requirePlayer } from './world';

export const PLAYER_CARE_BUILDERS: Record<string, (world: World) => ProviderStateAnswer> = {
  [S.notAtRisk]: (world) => {
    const player = requirePlayer(world, DEMO_PHONE);
    // The seeded history matches no rule; a state that says so must not hold by accident.
    if (riskOf(world, player).atRisk) throw new Error(`${S.notAtRisk}: the seed is at risk`);
    return tokensOf(world, player);
  },
  [S.atRisk]: (world) => {
    const player = requirePlayer(world, DEMO_PHONE);
    setRiskOverride(world, player, 'FLAGGED');
    return tokensOf(world, player);
  },
};
