import { describe, expect, it } from 'vitest';
import vectors from '../../../../fixtures/draw-proof/vectors.json';
import { DRAW_PROOF_ALGORITHM } from './algorithm';
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
const passed = (result: Awaited<ReturnType<typeof verifyDraw>>) =>
  Object.fromEntries(result.checks.map((check) => [check.id, check.passed]));

describe('verifying a draw', () => {
  it('passes every check for an honest draw', async () => {
    const result = await verifyDraw(proof, vector.winningNumbers, vector.drawId);
    expect(result.verdict).toBe('verified');
    expect(passed(result)).toEqual({
      answerMatches: true,
      committedEarly: true,
      seedMatchesCommitment: true,
      numbersFromSeed: true,
    });
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
    const result = await verifyDraw({ ...proof, seed: null }, [], vector.drawId);
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
  ];
  it.each(forged)('rejects %s', async (_name, forgedProof, numbers, asked) => {
    const result = await verifyDraw(forgedProof, numbers, asked);
    expect(result.verdict).toBe('failed');
    expect(result.checks.some((c) => !c.passed)).toBe(true);
  });
});
