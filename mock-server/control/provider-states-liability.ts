/** Provider state of the liability cap (contracts/states-liability.ts; decision 0281). */
import type { World } from '../world/state';
import { LIABILITY_STATES as S } from '../../contracts/states-liability';
import { setScenario } from '../scenario';
import { findDraw } from '../services/draws';
import { openDraws } from './open-draws';
import { DEMO_PHONE, tokensOf, type ProviderStateAnswer } from './provider-states-support';
import { requirePlayer } from './world';

export const LIABILITY_BUILDERS: Record<string, (world: World) => ProviderStateAnswer> = {
  [S.comboAtCap]: (world) => {
    const player = requirePlayer(world, DEMO_PHONE);
    const drawId = openDraws(world)[0]?.drawId ?? 0;
    // One line of 1-6 sold to others already owes the whole cap: a further line would pass it.
    const capIqd = findDraw(world, drawId)?.jackpot ?? 0;
    setScenario(world, {
      liabilityCap: { capIqd, soldLines: [{ numbers: [1, 2, 3, 4, 5, 6], lines: 1 }] },
    });
    return { ...tokensOf(world, player), drawId };
  },
};
