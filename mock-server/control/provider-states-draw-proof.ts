/** Provider states of the draw-proof extension pact (contracts/states-draw-proof.ts). */
import type { World } from '../world/state';
import { DRAW_PROOF_STATES as S } from '../../contracts/states-draw-proof';
import { prepareDrawProofs } from '../services/draw-proofs';
import type { ProviderStateAnswer } from './provider-states-support';
import { drawNextDraw, drawNextFromSeed, openDraws } from './world';

export const DRAW_PROOF_BUILDERS: Record<string, (world: World) => ProviderStateAnswer> = {
  [S.committedDraw]: (world) => ({
    drawId: prepareDrawProofs(world).then(() => openDraws(world)[0]?.drawId ?? 0),
  }),
  [S.seededDraw]: (world) => ({ drawId: drawNextFromSeed(world).then((d) => d.drawId) }),
  [S.manualDraw]: (world) => {
    const { drawId } = drawNextDraw(world, [2, 8, 11, 19, 23, 27]);
    return { drawId: prepareDrawProofs(world).then(() => drawId) };
  },
};
