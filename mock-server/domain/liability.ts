import { DomainError } from './errors';

/**
 * The lottery's liability cap per combination (decision 0281): what it would owe if one
 * combination won a draw, counting each sold line of it at the draw's top prize, may not pass
 * `capIqd`. `soldLines` stands for other players' sales QA sets (popular picks such as 1-6).
 */
export interface LiabilityCap {
  capIqd: number;
  soldLines: { numbers: number[]; lines: number }[];
}

/** A combination's key: its six numbers sorted, so 6,5,4,3,2,1 is the line 1-6. */
export const comboKey = (grid: readonly number[]) => [...grid].sort((a, b) => a - b).join(',');

export interface LiabilityInput {
  cap: LiabilityCap;
  tickets: readonly { tips: number[][]; drawIds: number[] }[];
  /** Lines of a combination already sold or held for a draw (every player, the cart included). */
  heldLines: (key: string, drawId: number) => number;
  /** The draw's top prize per line (its jackpot). */
  topPrize: (drawId: number) => number;
}

export interface CappedGrids {
  tips: number[][];
  drawIds: number[];
}

/**
 * The grids (as given) and draws that would pass the cap; lines earlier in the same request count
 * too, so two copies of one popular line cannot slip in together. Null: everything fits.
 */
export function cappedGrids({
  cap,
  tickets,
  heldLines,
  topPrize,
}: LiabilityInput): CappedGrids | null {
  const pending = new Map<string, number>();
  const tips: number[][] = [];
  const drawIds = new Set<number>();
  for (const ticket of tickets) {
    for (const grid of ticket.tips) {
      const key = comboKey(grid);
      let refused = false;
      for (const drawId of ticket.drawIds) {
        const slot = `${key}@${String(drawId)}`;
        const lines = heldLines(key, drawId) + (pending.get(slot) ?? 0) + 1;
        if (lines * topPrize(drawId) > cap.capIqd) {
          refused = true;
          drawIds.add(drawId);
        } else pending.set(slot, (pending.get(slot) ?? 0) + 1);
      }
      if (refused) tips.push([...grid]);
    }
  }
  return tips.length === 0 ? null : { tips, drawIds: [...drawIds].sort((a, b) => a - b) };
}

/** 409 LIABILITY_CAP_REACHED with the refused grids and draws; nothing is added or bought. */
export function assertUnderCap(input: LiabilityInput): void {
  const capped = cappedGrids(input);
  if (!capped) return;
  throw new DomainError(
    409,
    'LIABILITY_CAP_REACHED',
    'A combination has reached the most the lottery accepts for a draw: change a number.',
    { details: { tips: capped.tips, drawIds: capped.drawIds } },
  );
}

/** The cap QA set, checked: a non-negative integer and six numbers per sold line. */
export function liabilityCapOf(value: unknown): LiabilityCap | null {
  if (value === null) return null;
  const input = value as Partial<LiabilityCap>;
  if (typeof input !== 'object' || !Number.isInteger(input.capIqd) || (input.capIqd ?? -1) < 0)
    throw new TypeError('liabilityCap.capIqd must be a non-negative integer');
  const soldLines = input.soldLines ?? [];
  if (
    !Array.isArray(soldLines) ||
    !soldLines.every(
      (s) =>
        Array.isArray(s.numbers) &&
        new Set(s.numbers).size === 6 &&
        s.numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= 29) &&
        Number.isInteger(s.lines) &&
        s.lines >= 0,
    )
  )
    throw new TypeError('liabilityCap.soldLines: [{ numbers: six of 1-29, lines: integer >= 0 }]');
  return { capIqd: input.capIqd as number, soldLines };
}
