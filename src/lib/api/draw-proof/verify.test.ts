import { describe, expect, it } from 'vitest';
import vectors from '../../../../fixtures/draw-proof/vectors.json';
import { DRAW_PROOF_ALGORITHM } from './algorithm';
import type { SeenBefore } from './seen-before';
import { verifyDraw, type DrawProof } from './verify';

const vector = vectors.vectors[2]!;
const proof: DrawProof = {
  drawId: vector.drawId,
  algorithm: DRAW_PROOF_ALGORITHM,
  method: 'seed',
  commitment: vector.commitment,
  committedAt: '2026-11-20T20:00:00+03:00',
  stopSellAt: '2026-11-27T19:45:00+03:00',
  ticketsHash: 'ab'.repeat(32),
  seed: vector.seed,
};
/** What this device kept before the draw: the offer's stop-sell and the commitment, seen early. */
const seen: SeenBefore = {
  stopSellAt: proof.stopSellAt,
  commitment: vector.commitment,
  seenAt: '2026-11-25T10:00:00Z',
};
const passed = (result: Awaited<ReturnType<typeof verifyDraw>>) =>
  Object.fromEntries(result.checks.map((check) => [check.id, check.passed]));

describe('verifying a draw', () => {
  it('passes every check for an honest draw this device saw committed before stop-sell', async () => {
    const result = await verifyDraw(proof, vector.winningNumbers, vector.drawId, seen);
    expect(result.verdict).toBe('verified');
    expect(passed(result)).toEqual({
      answerMatches: true,
      committedEarly: true,
      seedMatchesCommitment: true,
      numbersFromSeed: true,
    });
  });

  it('does not take the timing from the answer alone: with nothing seen before, it is unconfirmed', async () => {
    const result = await verifyDraw(proof, vector.winningNumbers, vector.drawId);
    expect(result.verdict).toBe('timingUnconfirmed');
    expect(passed(result)).toEqual({
      answerMatches: true,
      committedEarly: null,
      seedMatchesCommitment: true,
      numbersFromSeed: true,
    });
  });

  it('leaves the timing unconfirmed when the device first saw the commitment after stop-sell', async () => {
    const lateSighting = { ...seen, seenAt: '2026-11-27T17:00:00Z' };
    const result = await verifyDraw(proof, vector.winningNumbers, vector.drawId, lateSighting);
    expect(result.verdict).toBe('timingUnconfirmed');
  });

  it('fails a tampered seed on both the commitment and the numbers', async () => {
    const tampered = { ...proof, seed: `0${vector.seed.slice(1)}` };
    const result = await verifyDraw(tampered, vector.winningNumbers, vector.drawId);
    expect(result.verdict).toBe('failed');
    expect(passed(result).seedMatchesCommitment).toBe(false);
  });

  it('fails a commitment published after stop-sell', async () => {
    const late = { ...proof, committedAt: '2026-11-27T19:50:00+03:00' };
    const result = await verifyDraw(late, vector.winningNumbers, vector.drawId);
    expect(result.verdict).toBe('failed');
    expect(passed(result)).toMatchObject({ committedEarly: false, numbersFromSeed: true });
  });

  it('fails altered winning numbers', async () => {
    const outsider = [...Array(29).keys()]
      .map((i) => i + 1)
      .find((n) => !vector.winningNumbers.includes(n))!;
    const altered = [...vector.winningNumbers.slice(0, 5), outsider];
    const result = await verifyDraw(proof, altered, vector.drawId);
    expect(result.verdict).toBe('failed');
    expect(passed(result)).toMatchObject({ seedMatchesCommitment: true, numbersFromSeed: false });
  });

  it('never calls a draw set by hand verified', async () => {
    const manual = { ...proof, method: 'manual' as const };
    expect((await verifyDraw(manual, vector.winningNumbers, vector.drawId)).verdict).toBe(
      'notVerifiable',
    );
  });

  it('waits for the seed before a draw, checking only the commitment time', async () => {
    const result = await verifyDraw({ ...proof, seed: null }, [], vector.drawId, seen);
    expect(result).toEqual({
      verdict: 'notYetRevealed',
      checks: [
        { id: 'answerMatches', passed: true },
        { id: 'committedEarly', passed: true },
      ],
    });
  });

  it('fails a seed that is not hex instead of throwing', async () => {
    const result = await verifyDraw(
      { ...proof, seed: 'not-a-seed' },
      vector.winningNumbers,
      vector.drawId,
    );
    expect(result.verdict).toBe('failed');
  });
});

/** The forged proofs of the browser run (issue 39): none of them may say "verified". */
describe('verifying a draw against forged proofs', () => {
  const other = String(Number(vector.drawId) + 1);
  const forged: [string, DrawProof, readonly number[], string][] = [
    ["another draw's genuine proof", proof, vector.winningNumbers, other],
    [
      "a proof for a draw that is not drawn yet, on another draw's page",
      { ...proof, seed: null },
      [],
      other,
    ],
    [
      'an unknown algorithm',
      { ...proof, algorithm: 'sha1/v0' },
      vector.winningNumbers,
      vector.drawId,
    ],
    [
      'a missing tickets hash',
      { ...proof, ticketsHash: null },
      vector.winningNumbers,
      vector.drawId,
    ],
    [
      'a tickets hash that is no hash',
      { ...proof, ticketsHash: 'x' },
      vector.winningNumbers,
      vector.drawId,
    ],
    [
      'a seed that does not fit',
      { ...proof, seed: 'ab'.repeat(32) },
      vector.winningNumbers,
      vector.drawId,
    ],
    ['altered numbers', proof, [1, 2, 3, 4, 5, 6], vector.drawId],
    [
      'a late commitment',
      { ...proof, committedAt: proof.stopSellAt },
      vector.winningNumbers,
      vector.drawId,
    ],
    [
      'a late commitment whose answer also moves stop-sell later',
      {
        ...proof,
        committedAt: '2026-11-27T19:50:00+03:00',
        stopSellAt: '2026-11-27T20:30:00+03:00',
      },
      vector.winningNumbers,
      vector.drawId,
    ],
    [
      'a commitment other than the one seen before the draw (seed and numbers fitting it)',
      { ...proof, commitment: 'cd'.repeat(32) },
      vector.winningNumbers,
      vector.drawId,
    ],
  ];
  it.each(forged)('rejects %s', async (_name, forgedProof, numbers, asked) => {
    const result = await verifyDraw(forgedProof, numbers, asked, seen);
    expect(result.verdict).toBe('failed');
    expect(result.checks.some((c) => c.passed === false)).toBe(true);
  });
});
