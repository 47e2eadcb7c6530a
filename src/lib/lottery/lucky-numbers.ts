import { DEFAULT_PICK_RULES, fillGrid, type Grid, type PickRules } from './pick-rules';

/** mulberry32: a tiny seeded generator, so the same seed always gives the same lucky numbers. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Lucky numbers (docs/behaviour.md): built from a date `yyyy-MM-dd`, the player's
 * birthday when known (otherwise today's date). The day and the month come first when they fit on
 * the board; the rest is a pick seeded by the date, so a player always gets the same lucky grid.
 */
export function luckyNumbers(date: string, rules: PickRules = DEFAULT_PICK_RULES): Grid {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return fillGrid([], seededRandom(0), rules);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = [...new Set([day, month])].filter((n) => n >= 1 && n <= rules.highestNumber);
  return fillGrid(
    start.slice(0, rules.numbersToPick),
    seededRandom(year * 10_000 + month * 100 + day),
    rules,
  );
}
