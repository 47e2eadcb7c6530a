import type { World } from './world/state';
import type { PrizeRank } from '../src/lib/api/types';
import { DAY } from './domain/dates';
import { drawTimesBetween, pickWinningNumbers, stopSellTime } from './domain/draws';
import { PRIZE_TABLE } from './domain/prizes';
import { allDraws } from './services/draws';
import { GAME, MAIN_GAME, SCHEDULE } from './services/game-config';

/** How far back the results archive reaches: a year and a month of draws (docs/behaviour.md 303). */
export const ARCHIVE_WEEKS = 57;

/** mulberry32: its own stream, so the archive never shifts the main seed's numbers or players. */
function archiveRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Drawn draws before the seeded schedule (which starts `pastWeeks` back), numbered down from the
 * first one, so the results history and statistics can page back a year. Nobody holds tickets
 * in them; other players' wins fill the prize table (the jackpot of this archive is never won).
 */
export function seedArchive(world: World): void {
  const first = allDraws(world)[0];
  if (!first) return;
  const random = archiveRandom(GAME.seed * 7919);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const times = drawTimesBetween(
    first.drawTime - ARCHIVE_WEEKS * 7 * DAY,
    first.drawTime - 1,
    SCHEDULE,
  );
  times.reverse().forEach((drawTime, i) => {
    const drawNumber = first.drawNumber - 1 - i;
    if (drawNumber < 1) return;
    const others = new Map([
      [2, int(0, 1)],
      [3, int(1, 9)],
      [4, int(20, 80)],
    ]);
    const ranks: PrizeRank[] = PRIZE_TABLE.map((tier) => {
      const winners = others.get(tier.rank) ?? 0;
      const prizePerWinner = tier.fixedPrize ?? 0;
      return {
        rank: tier.rank,
        matches: tier.matches,
        winners,
        prizePerWinner,
        totalPrize: winners * prizePerWinner,
      };
    });
    world.db.draw.create({
      drawId: drawNumber,
      drawNumber,
      gameTypeName: MAIN_GAME,
      drawTime,
      stopSellTime: stopSellTime(drawTime, SCHEDULE),
      drawn: true,
      winningNumbers: pickWinningNumbers(random),
      jackpot: GAME.jackpot.base,
      ranksJson: JSON.stringify(ranks),
    });
  });
}
