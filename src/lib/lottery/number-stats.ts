import type { LottoResult } from '@/lib/api/types';
import { DEFAULT_PICK_RULES } from './pick-rules';
import { parseServerDate } from '@/lib/format';

export interface NumberFrequency {
  number: number;
  /** How many of the counted draws drew it. */
  count: number;
}

const newestFirst = (results: readonly LottoResult[]) =>
  [...results].sort(
    (a, b) => parseServerDate(b.drawDate).getTime() - parseServerDate(a.drawDate).getTime(),
  );

/** How often each number 1..29 was drawn in the latest `last` draws (all when undefined). */
export function frequencies(
  results: readonly LottoResult[],
  last?: number,
  highest: number = DEFAULT_PICK_RULES.highestNumber,
): NumberFrequency[] {
  const counted = last === undefined ? results : newestFirst(results).slice(0, last);
  const counts = new Array<number>(highest + 1).fill(0);
  for (const result of counted)
    for (const n of result.winningNumbers)
      if (n >= 1 && n <= highest) counts[n] = (counts[n] ?? 0) + 1;
  return Array.from({ length: highest }, (_, i) => ({ number: i + 1, count: counts[i + 1] ?? 0 }));
}

export interface HotCold {
  hot: number[];
  cold: number[];
}

/**
 * The `size` most and least drawn numbers. Numbers tied with the last one in are included too
 * (so a tie never picks arbitrarily), and when every count is equal nothing is hot or cold.
 */
export function hotAndCold(freqs: readonly NumberFrequency[], size = 5): HotCold {
  if (freqs.length === 0) return { hot: [], cold: [] };
  const counts = freqs.map((f) => f.count);
  if (Math.max(...counts) === Math.min(...counts)) return { hot: [], cold: [] };
  const byCount = [...freqs].sort((a, b) => b.count - a.count || a.number - b.number);
  const hotLine = byCount[Math.min(size, byCount.length) - 1]?.count ?? 0;
  const coldLine = byCount[Math.max(byCount.length - size, 0)]?.count ?? 0;
  const hot = byCount.filter((f) => f.count >= hotLine).map((f) => f.number);
  const cold = byCount
    .filter((f) => f.count <= coldLine && !hot.includes(f.number))
    .map((f) => f.number);
  return { hot: hot.sort((a, b) => a - b), cold: cold.sort((a, b) => a - b) };
}
