import type { World } from '../world/state';
import { now } from '../clock';
import { randomToken } from '../random';
import {
  bytesToHex,
  commitmentOf,
  deriveWinningNumbers,
  hexToBytes,
} from '../../src/lib/api/draw-proof/derive';
import type { Row } from '../db';
import { ticketsHashInput } from '../domain/tickets-hash';

type DrawRow = Row<'draw'>;

/** A new draw's proof fields: a secret seed from the CSPRNG, committed to from this moment on. */
export const newDrawProof = (world: World) => ({
  method: 'seed',
  seedHex: randomToken(32),
  committedAt: now(world),
  ticketsHash: '',
});

const sha256Hex = async (text: string) =>
  bytesToHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

const soldGrids = (world: World, drawId: number) =>
  world.db.ticket
    .findMany({})
    .filter((t) => t.state !== 'CANCELLED' && t.drawIds.includes(drawId))
    .map((t) => ({ ticketId: t.ticketId, grids: JSON.parse(t.tipsJson) as number[][] }));

/**
 * Web Crypto is asynchronous and drawing is not, so this runs before the draws catch up (the
 * gate, the control API, the verification route): every seeded draw gets its commitment and its
 * derived numbers (kept secret until drawn), and every draw past stop-sell the sold tickets' hash.
 */
export async function prepareDrawProofs(world: World): Promise<void> {
  const pending = world.db.draw
    .getAll()
    .filter((d) => needsCommitment(d) || needsTicketsHash(world, d));
  for (const draw of pending) {
    const data: Partial<DrawRow> = {};
    if (needsCommitment(draw)) {
      const seed = hexToBytes(draw.seedHex)!;
      data.commitment = await commitmentOf(seed);
      data.derivedNumbers = await deriveWinningNumbers(seed, String(draw.drawId));
    }
    if (needsTicketsHash(world, draw))
      data.ticketsHash = await sha256Hex(ticketsHashInput(soldGrids(world, draw.drawId)));
    world.db.draw.update({ where: { drawId: { equals: draw.drawId } }, data });
  }
}

const needsCommitment = (draw: DrawRow) =>
  draw.method === 'seed' && !draw.drawn && !draw.commitment;

/** Any draw past stop-sell, seeded or not: its sold tickets are fixed (a settled one keeps its grids). */
const needsTicketsHash = (world: World, draw: DrawRow) =>
  !draw.ticketsHash && draw.stopSellTime <= now(world);
