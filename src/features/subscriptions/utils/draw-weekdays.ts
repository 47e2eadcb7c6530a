import type { Draw } from '@/lib/api/types';
import { millisOf, parseServerDate } from '@/lib/format';

const IRAQ_OFFSET_MS = 3 * 3_600_000;

/** The distinct ISO weekdays (1 Monday … 7 Sunday) of the draws, in Iraq time, in order. */
export function drawWeekdays(draws: readonly Pick<Draw, 'drawDate'>[]): number[] {
  const days = new Set<number>();
  for (const draw of draws) {
    const at = millisOf(parseServerDate(draw.drawDate));
    if (!Number.isFinite(at)) continue;
    const day = new Date(at + IRAQ_OFFSET_MS).getUTCDay();
    days.add(day === 0 ? 7 : day);
  }
  return [...days].sort((a, b) => a - b);
}
