import { parseServerDate } from '@/lib/format';
import { DRAW_PROOF_ALGORITHM } from './algorithm';
import { commitmentOf, deriveWinningNumbers, hexToBytes } from './derive';
import type { SeenBefore } from './seen-before';

/** What the backend publishes about one draw (extension call `GET /draw/verification`). */
export interface DrawProof {
  drawId: string;
  /** The derivation's published id: only DRAW_PROOF_ALGORITHM is one this browser can recompute. */
  algorithm: string;
  /** `seed` for a draw from a committed seed; `manual` when its numbers were set by hand. */
  method: 'seed' | 'manual';
  commitment: string | null;
  committedAt: string | null;
  stopSellAt: string;
  ticketsHash: string | null;
  /** Revealed after the draw; null before. */
  seed: string | null;
}

export type CheckId =
  'answerMatches' | 'committedEarly' | 'seedMatchesCommitment' | 'numbersFromSeed';
export interface Check {
  id: CheckId;
  /** null: this browser cannot tell (the commitment's timing with no earlier sighting). */
  passed: boolean | null;
}
export type Verdict =
  'verified' | 'timingUnconfirmed' | 'failed' | 'notVerifiable' | 'notYetRevealed';
export interface Verification {
  verdict: Verdict;
  checks: Check[];
}

const sameNumbers = (a: readonly number[], b: readonly number[]): boolean => {
  const sortedA = [...a].sort((x, y) => x - y);
  const sortedB = [...b].sort((x, y) => x - y);
  return sortedA.length === sortedB.length && sortedA.every((n, i) => n === sortedB[i]);
};

const HASH = /^[0-9a-f]{64}$/i;

/**
 * Whether the answer is the proof of the draw the page asked for, in the derivation this browser
 * knows, and, once drawn, names the sold tickets' hash (issue 39: the genuine proof of draw 117
 * verified on the pages of draws 116 and 118; an unknown algorithm and a null hash verified too).
 */
const answerFits = (proof: DrawProof, requestedDrawId: string): boolean =>
  proof.drawId === requestedDrawId &&
  proof.algorithm === DRAW_PROOF_ALGORITHM &&
  (proof.seed === null || (proof.ticketsHash !== null && HASH.test(proof.ticketsHash)));

const instant = (value: string | null | undefined): number =>
  value ? parseServerDate(value).getTime() : NaN;

/**
 * When the commitment was published, never from the answer alone (issue 39: a late commitment
 * passed when the same answer moved `stopSellAt`). Failed when the answer contradicts what this
 * device kept before the draw, or admits a late commitment; passed only when the device itself saw
 * the commitment before the stop-sell time it kept from the offer; otherwise unknown (null).
 */
function committedEarly(proof: DrawProof, seen: SeenBefore): boolean | null {
  const stopSell = instant(seen.stopSellAt ?? proof.stopSellAt);
  if (seen.stopSellAt && instant(seen.stopSellAt) !== instant(proof.stopSellAt)) return false;
  if (seen.commitment && seen.commitment !== proof.commitment?.toLowerCase()) return false;
  if (!(instant(proof.committedAt) < stopSell)) return false;
  if (seen.stopSellAt && seen.commitment && Date.parse(seen.seenAt ?? '') < stopSell) return true;
  return null;
}

const verdictOf = (checks: Check[]): Verdict => {
  if (checks.some((c) => c.passed === false)) return 'failed';
  return checks.every((c) => c.passed) ? 'verified' : 'timingUnconfirmed';
};

/**
 * Recomputes, in the player's browser, the three facts that make a draw trustworthy: the
 * commitment predates stop-sell (as this device saw it before the draw), the revealed seed hashes to it, and the seed yields exactly the
 * published numbers; and that the answer is the one asked for. A draw set by hand is never called
 * verified, whatever its numbers.
 */
export async function verifyDraw(
  proof: DrawProof,
  publishedNumbers: readonly number[],
  requestedDrawId: string,
  seen: SeenBefore = {},
): Promise<Verification> {
  if (proof.method === 'manual' || !proof.commitment || !proof.committedAt)
    return { verdict: 'notVerifiable', checks: [] };
  const answerMatches: Check = { id: 'answerMatches', passed: answerFits(proof, requestedDrawId) };
  const timing: Check = { id: 'committedEarly', passed: committedEarly(proof, seen) };
  if (!proof.seed) {
    const checks: Check[] = [answerMatches, timing];
    return { verdict: verdictOf(checks) === 'failed' ? 'failed' : 'notYetRevealed', checks };
  }
  const seed = hexToBytes(proof.seed);
  const seedMatches = !!seed && (await commitmentOf(seed)) === proof.commitment.toLowerCase();
  const numbersMatch =
    !!seed && sameNumbers(await deriveWinningNumbers(seed, proof.drawId), publishedNumbers);
  const checks: Check[] = [
    answerMatches,
    timing,
    { id: 'seedMatchesCommitment', passed: seedMatches },
    { id: 'numbersFromSeed', passed: numbersMatch },
  ];
  return { verdict: verdictOf(checks), checks };
}
