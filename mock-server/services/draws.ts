import type { World } from '../world/state';
import type { Draw, PrizeRank } from '../../src/lib/api/types';
import { now } from '../clock';
import { type Row } from '../db';
import { toServerDateTime, DAY } from '../domain/dates';
import { drawTimesBetween, isOpenForSale, stopSellTime } from '../domain/draws';
import { DomainError } from '../domain/errors';
import { isValidGrid } from '../domain/pricing';
import { PRIZE_TABLE, countWinners, jackpotShare } from '../domain/prizes';
import { isDrawHeld } from './scripts/state';
import { GAME, MAIN_GAME, SCHEDULE } from './game-config';
import { settleTickets, ticketGridsOf } from './settlement';
import { sendDrawAlerts } from './alerts';
import { byKey } from '../db-keys';
import { newDrawProof } from './draw-proofs';
import { runRenewals } from './subscriptions/renew';
import { assertCatchUpBounded } from './catch-up-bound';

export type DrawRow = Row<'draw'>;

export function resetSchedule(world: World): void {
  world.schedule = {
    scheduledUntil: 0,
    nextDrawNumber: GAME.firstDrawNumber,
    quietUntil: 0,
  };
}

/** Creates the draws from `fromMs` up to `futureWeeks` ahead of now. */
export function ensureSchedule(world: World, fromMs?: number): void {
  const schedule = world.schedule;
  const until = now(world) + GAME.futureWeeks * 7 * DAY;
  if (until <= schedule.scheduledUntil) return;
  const start = schedule.scheduledUntil || (fromMs ?? now(world) - GAME.pastWeeks * 7 * DAY);
  for (const drawTime of drawTimesBetween(start, until, SCHEDULE)) {
    const drawNumber = schedule.nextDrawNumber++;
    world.db.draw.create({
      drawId: drawNumber,
      drawNumber,
      gameTypeName: MAIN_GAME,
      drawTime,
      stopSellTime: stopSellTime(drawTime, SCHEDULE),
      drawn: false,
      jackpot: GAME.jackpot.base,
      ranksJson: '[]',
      ...newDrawProof(world),
    });
  }
  schedule.scheduledUntil = until;
}

export const allDraws = (world: World): DrawRow[] =>
  world.db.draw.getAll().sort((a, b) => a.drawTime - b.drawTime);

export const findDraw = (world: World, drawId: number): DrawRow | null =>
  byKey(world, 'draw', drawId);

export const isDrawOpen = (world: World, drawId: number): boolean => {
  const draw = findDraw(world, drawId);
  return draw !== null && isOpenForSale(draw, now(world));
};

export const nextUndrawn = (world: World): DrawRow | undefined =>
  allDraws(world).find((d) => !d.drawn);

/**
 * The next moment `catchUp` has work: the next undrawn draw's time, or when the horizon reaches
 * the next draw time not yet scheduled. Draws only ever become drawn or scheduled later than
 * this (a reset starts over), so nothing due is missed.
 */
function nextWorkAt(world: World): number {
  const { scheduledUntil } = world.schedule;
  const horizon = GAME.futureWeeks * 7 * DAY;
  const [unscheduled] = drawTimesBetween(scheduledUntil, scheduledUntil + 8 * DAY, SCHEDULE);
  const due = nextUndrawn(world)?.drawTime ?? Infinity;
  return Math.min(due, unscheduled === undefined ? Infinity : unscheduled - horizon);
}

/**
 * Draws every draw whose time has passed, with random numbers (the fake's own lottery machine).
 * Runs before every lottery call, so it returns at once until a draw time has passed.
 */
export function catchUp(world: World): void {
  if (now(world) < (world.schedule.quietUntil ?? 0)) return;
  // Never an unbounded loop on the shared event loop: the entry points refuse such a clock first.
  assertCatchUpBounded(world, now(world), 'the fake clock');
  ensureSchedule(world);
  const due = (draw: DrawRow | undefined): draw is DrawRow =>
    draw !== undefined && draw.drawTime <= now(world) && !isDrawHeld(world, draw.drawId);
  // A delayed draw holds back the ones after it too: draws happen in order.
  for (let draw = nextUndrawn(world); due(draw); draw = nextUndrawn(world)) {
    // The faker is asked either way, so the seeded world's later random values stay as they were.
    const fallback = world.faker.helpers.arrayElements(range29, 6).sort((a, b) => a - b);
    if (hasDerivedNumbers(draw)) performDraw(world, draw, draw.derivedNumbers, 'seed');
    else performDraw(world, draw, fallback);
  }
  // A held (delayed) draw keeps this in the past: catchUp then looks again on every call.
  world.schedule.quietUntil = nextWorkAt(world);
}

const range29 = Array.from({ length: 29 }, (_, i) => i + 1);

/** A seeded draw whose numbers were derived from its seed (draw-proofs.ts). */
export const hasDerivedNumbers = (draw: DrawRow): boolean =>
  draw.method === 'seed' && draw.derivedNumbers.length > 0;

/**
 * Draws `draw` with `winningNumbers`: settles its tickets, fixes the prize table, rolls the
 * jackpot. Numbers from anywhere but the draw's seed make it a `manual` draw (decision 0200).
 */
export function performDraw(
  world: World,
  draw: DrawRow,
  winningNumbers: number[],
  how: 'seed' | 'manual' = 'manual',
): DrawRow {
  if (draw.drawn)
    throw new DomainError(409, 'ALREADY_DRAWN', `Draw ${draw.drawId} is already drawn`);
  if (!isValidGrid(winningNumbers)) {
    throw new DomainError(
      400,
      'INVALID_NUMBERS',
      'winningNumbers: 6 distinct integers from 1 to 29',
    );
  }
  const numbers = [...winningNumbers].sort((a, b) => a - b);
  const counts = countWinners(ticketGridsOf(world, draw.drawId), numbers);
  // Other (synthetic) players win the lower ranks too, so the results look like a real draw.
  const others = new Map([
    [2, world.faker.number.int({ min: 0, max: 1 })],
    [3, world.faker.number.int({ min: 1, max: 9 })],
    [4, world.faker.number.int({ min: 20, max: 80 })],
  ]);
  const jackpotWinners = counts.get(1) ?? 0;
  const share = jackpotShare(draw.jackpot, jackpotWinners);
  const ranks: PrizeRank[] = PRIZE_TABLE.map((tier) => {
    const winners = (counts.get(tier.rank) ?? 0) + (others.get(tier.rank) ?? 0);
    const prizePerWinner = tier.fixedPrize ?? share;
    return {
      rank: tier.rank,
      matches: tier.matches,
      winners,
      prizePerWinner,
      totalPrize: winners * prizePerWinner,
    };
  });
  const drawn = world.db.draw.update({
    where: { drawId: { equals: draw.drawId } },
    data: {
      drawn: true,
      winningNumbers: numbers,
      ranksJson: JSON.stringify(ranks),
      method: how,
      // A draw happens at its time, even when the fake catches up later (decision 0250).
      drawnAt: Math.min(now(world), draw.drawTime),
    },
    strict: true,
  });
  // Wins are booked a minute after the draw, even when the fake catches up later.
  settleTickets(world, drawn.drawId, numbers, share, Math.min(now(world), drawn.drawTime + 60_000));
  const opened = rollJackpot(world, drawn, jackpotWinners > 0);
  sendDrawAlerts(world, drawn.drawId);
  // The next draw's sales open: subscriptions renew for it, dated as the wins are (decision 0225).
  if (opened) runRenewals(world, opened, Math.min(now(world), drawn.drawTime + 60_000));
  return drawn;
}

/** Rolls the jackpot into the next draw and answers that draw, as it now stands. */
function rollJackpot(world: World, drawn: DrawRow, won: boolean): DrawRow | null {
  const next = allDraws(world).find((d) => d.drawTime > drawn.drawTime);
  if (!next) return null;
  const jackpot = won ? GAME.jackpot.base : drawn.jackpot + GAME.jackpot.rolloverIncrement;
  return world.db.draw.update({ where: { drawId: { equals: next.drawId } }, data: { jackpot } });
}

export const toDraw = (row: DrawRow): Draw => ({
  drawId: row.drawId,
  gameTypeName: row.gameTypeName,
  drawDate: toServerDateTime(row.drawTime),
  label: `Draw ${row.drawNumber}`,
  stopSellDate: toServerDateTime(row.stopSellTime),
});

export const ranksOf = (row: DrawRow): PrizeRank[] => JSON.parse(row.ranksJson) as PrizeRank[];
