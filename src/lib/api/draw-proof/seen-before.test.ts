import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { KEPT_DRAWS, keepCommitment, keepStopSell, seenBefore } from './seen-before';

beforeEach(() => localStorage.clear());

describe('draw facts this device saw before the draw (decision 0263)', () => {
  it('keeps the first stop-sell time and commitment: a later answer cannot rewrite them', () => {
    keepStopSell(629, '2026-12-03T19:45:00');
    keepCommitment(629, 'AB'.repeat(32), new Date('2026-12-02T10:00:00Z'));
    keepStopSell(629, '2026-12-03T21:00:00');
    keepCommitment(629, 'cd'.repeat(32), new Date('2026-12-03T20:00:00Z'));
    expect(seenBefore(629)).toEqual({
      stopSellAt: '2026-12-03T19:45:00',
      commitment: 'ab'.repeat(32),
      seenAt: '2026-12-02T10:00:00.000Z',
    });
  });

  it('knows nothing of a draw it never saw, and ignores an unreadable time', () => {
    keepStopSell(630, 'soon');
    expect(seenBefore(630)).toEqual({});
  });

  it('survives storage holding something else', () => {
    localStorage.setItem(STORAGE_KEYS.drawFactsSeen, '[1,2');
    expect(seenBefore(1)).toEqual({});
    keepStopSell(1, '2026-12-03T19:45:00');
    expect(seenBefore(1).stopSellAt).toBe('2026-12-03T19:45:00');
  });

  it(`holds the latest ${KEPT_DRAWS} draws, dropping the oldest`, () => {
    for (let id = 1; id <= KEPT_DRAWS + 5; id += 1) keepStopSell(id, '2026-12-03T19:45:00');
    expect(seenBefore(1)).toEqual({});
    expect(seenBefore(5)).toEqual({});
    expect(seenBefore(6).stopSellAt).toBe('2026-12-03T19:45:00');
    expect(seenBefore(KEPT_DRAWS + 5).stopSellAt).toBe('2026-12-03T19:45:00');
  });
});
