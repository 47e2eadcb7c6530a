import type { World } from '../world/state';
import type { DrawVerification } from '../../src/lib/api/types';
import { DRAW_PROOF_ALGORITHM } from '../../src/lib/api/draw-proof/algorithm';
import { now } from '../clock';
import { toServerDateTime } from '../domain/dates';
import { DomainError } from '../domain/errors';
import { findDraw } from './draws';

const at = (ms: number) => (ms ? toServerDateTime(ms) : null);

/**
 * One draw's proof as published: the commitment from its creation, the tickets hash once sales
 * stopped, the seed only once drawn. A manual draw publishes neither commitment nor seed.
 */
export function drawVerification(world: World, drawId: number): DrawVerification {
  const draw = findDraw(world, drawId);
  if (!draw) throw new DomainError(404, 'NOT_FOUND', `No draw ${drawId}`);
  const seeded = draw.method === 'seed' && !!draw.commitment;
  const stopped = draw.stopSellTime <= now(world);
  return {
    drawId: draw.drawId,
    algorithm: DRAW_PROOF_ALGORITHM,
    method: seeded ? 'seed' : 'manual',
    commitment: seeded ? draw.commitment : null,
    committedAt: seeded ? at(draw.committedAt) : null,
    stopSellAt: toServerDateTime(draw.stopSellTime),
    drawnAt: draw.drawn ? at(draw.drawnAt) : null,
    ticketsHash: stopped && draw.ticketsHash ? draw.ticketsHash : null,
    seed: seeded && draw.drawn ? draw.seedHex : null,
    winningNumbers: draw.drawn ? [...draw.winningNumbers] : null,
  };
}
