import { describe, expect, it } from 'vitest';
import vectors from '../../../../fixtures/draw-proof/vectors.json';
import { verifyDraw, type DrawProof } from './verify';

const vector = vectors.vectors[2]!;
const proof: DrawProof = {
  drawId: vector.drawId,
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
    const result = await verifyDraw(proof, vector.winningNumbers);
    expect(result.verdict).toBe('verified');
    expect(passed(result)).toEqual({
      committedEarly: true,
      seedMatchesCommitment: true,
      numbersFromSeed: true,
    });
  });

  it('fails a tampered seed on both the commitment and the numbers', async () => {
    const tampered = { ...proof, seed: `0${vector.seed.slice(1)}` };
    const result = await verifyDraw(tampered, vector.winningNumbers);
    expect(result.verdict).toBe('failed');
    expect(passed(result).seedMatchesCommitment).toBe(false);
  });

  it('fails a commitment published after stop-sell', async () => {
    const late = { ...proof, committedAt: '2026-11-27T19:50:00+03:00' };
    const result = await verifyDraw(late, vector.winningNumbers);
    expect(result.verdict).toBe('failed');
    expect(passed(result)).toMatchObject({ committedEarly: false, numbersFromSeed: true });
  });

  it('fails altered winning numbers', async () => {
    const outsider = [...Array(29).keys()]
      .map((i) => i + 1)
      .find((n) => !vector.winningNumbers.includes(n))!;
    const altered = [...vector.winningNumbers.slice(0, 5), outsider];
    const result = await verifyDraw(proof, altered);
    expect(result.verdict).toBe('failed');
    expect(passed(result)).toMatchObject({ seedMatchesCommitment: true, numbersFromSeed: false });
  });

  it('never calls a draw set by hand verified', async () => {
    const manual = { ...proof, method: 'manual' as const };
    expect((await verifyDraw(manual, vector.winningNumbers)).verdict).toBe('notVerifiable');
  });

  it('waits for the seed before a draw, checking only the commitment time', async () => {
    const result = await verifyDraw({ ...proof, seed: null }, []);
    expect(result).toEqual({
      verdict: 'notYetRevealed',
      checks: [{ id: 'committedEarly', passed: true }],
    });
  });

  it('fails a seed that is not hex instead of throwing', async () => {
    const result = await verifyDraw({ ...proof, seed: 'not-a-seed' }, vector.winningNumbers);
    expect(result.verdict).toBe('failed');
  });
});
