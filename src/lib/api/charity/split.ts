/** Shares of every ticket in basis points (1/100 of a percent), as the backend publishes them. */
export interface CharitySplit {
  prizeFundBps: number;
  goodCausesBps: number;
  operatingBps: number;
}

export type SplitPart = 'prizeFund' | 'goodCauses' | 'operating';
export const SPLIT_PARTS: readonly SplitPart[] = ['prizeFund', 'goodCauses', 'operating'];
const TOTAL_BPS = 10_000;

export const isWholeSplit = (split: CharitySplit): boolean =>
  SPLIT_PARTS.every((part) => Number.isInteger(split[`${part}Bps`]) && split[`${part}Bps`] >= 0) &&
  split.prizeFundBps + split.goodCausesBps + split.operatingBps === TOTAL_BPS;

/**
 * Divides a whole-dinar amount by the split so the parts are whole dinars that add up to the
 * amount exactly (largest remainder; ties go to the earlier part). The fake books with this same
 * function, so the app's "of your 3,000 IQD, 1,080 IQD goes to good causes" is the backend's.
 */
export function splitAmount(amount: number, split: CharitySplit): Record<SplitPart, number> {
  const exact = SPLIT_PARTS.map((part) => amount * split[`${part}Bps`]);
  const floors = exact.map((value) => Math.floor(value / TOTAL_BPS));
  let left = amount - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value % TOTAL_BPS }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    floors[index]! += 1;
    left -= 1;
  }
  return { prizeFund: floors[0]!, goodCauses: floors[1]!, operating: floors[2]! };
}
