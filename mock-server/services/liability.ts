import type { World } from '../world/state';
import { assertUnderCap, comboKey } from '../domain/liability';
import { findDraw } from './draws';

interface TicketLike {
  tips: number[][];
  drawIds: number[];
}

/**
 * The lines of each combination held per draw: sold tickets (not cancelled), QA's `soldLines`,
 * and `inCart`: when adding, the player's cart (a purchase checks the cart itself, so none).
 */
function heldLinesOf(world: World, inCart: readonly TicketLike[]) {
  const counts = new Map<string, number>();
  const add = (key: string, drawId: number, lines = 1) => {
    const slot = `${key}@${String(drawId)}`;
    counts.set(slot, (counts.get(slot) ?? 0) + lines);
  };
  for (const t of world.db.ticket.getAll()) {
    if (t.state === 'CANCELLED') continue;
    for (const grid of JSON.parse(t.tipsJson) as number[][])
      for (const drawId of t.drawIds) add(comboKey(grid), drawId);
  }
  for (const ticket of inCart)
    for (const grid of ticket.tips)
      for (const drawId of ticket.drawIds) add(comboKey(grid), drawId);
  const seeded = world.scenario.liabilityCap?.soldLines ?? [];
  return (key: string, drawId: number) =>
    (counts.get(`${key}@${String(drawId)}`) ?? 0) +
    seeded.filter((s) => comboKey(s.numbers) === key).reduce((sum, s) => sum + s.lines, 0);
}

/**
 * Refuses tickets that would take a combination past the liability cap QA set (decision 0281);
 * no cap set: every combination sells.
 */
export function assertLiability(
  world: World,
  tickets: readonly TicketLike[],
  inCart: readonly TicketLike[] = [],
): void {
  const cap = world.scenario.liabilityCap;
  if (!cap) return;
  assertUnderCap({
    cap,
    tickets,
    heldLines: heldLinesOf(world, inCart),
    topPrize: (drawId) => findDraw(world, drawId)?.jackpot ?? 0,
  });
}
