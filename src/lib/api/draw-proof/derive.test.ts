import { describe, expect, it } from 'vitest';
import vectors from '../../../../fixtures/draw-proof/vectors.json';
import { commitmentOf, deriveDrawOrder, deriveWinningNumbers, hexToBytes } from './derive';

describe('the published draw derivation', () => {
  it.each(vectors.vectors)('matches the independent reference for draw $drawId', async (vector) => {
    const seed = hexToBytes(vector.seed)!;
    expect(await commitmentOf(seed)).toBe(vector.commitment);
    expect(await deriveDrawOrder(seed, vector.drawId)).toEqual(vector.drawOrder);
    expect(await deriveWinningNumbers(seed, vector.drawId)).toEqual(vector.winningNumbers);
  });

  it('gives another draw other numbers from the same seed', async () => {
    const seed = hexToBytes(vectors.vectors[2]!.seed)!;
    expect(await deriveDrawOrder(seed, '630')).not.toEqual(await deriveDrawOrder(seed, '629'));
  });

  it('always yields six distinct numbers from 1 to 29', async () => {
    for (let i = 0; i < 50; i++) {
      const seed = crypto.getRandomValues(new Uint8Array(32));
      const numbers = await deriveWinningNumbers(seed, String(i));
      expect(new Set(numbers).size).toBe(6);
      expect(numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= 29)).toBe(true);
    }
  });

  it('reads only lowercase or uppercase hex of whole bytes as a seed', () => {
    expect(hexToBytes('0aFf')).toEqual(new Uint8Array([10, 255]));
    expect(hexToBytes('abc')).toBeNull();
    expect(hexToBytes('zz')).toBeNull();
    expect(hexToBytes('')).toBeNull();
  });
});
