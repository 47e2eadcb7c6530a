import { describe, expect, it } from 'vitest';
import type { PlayerMessage } from '@/lib/api/types';
import { mergeNotifications } from './merge-notifications';

const message = (messageId: number, created: string, read = false): PlayerMessage => ({
  messageId,
  created,
  bookingType: 'PAYIN',
  amount: 5000,
  transactionId: `T-${messageId}`,
  read,
});

describe('mergeNotifications', () => {
  it('keeps one entry per messageId, the incoming copy winning', () => {
    const merged = mergeNotifications(
      [message(1, '2026-01-01T10:00:00+03:00'), message(2, '2026-01-02T10:00:00+03:00')],
      [message(2, '2026-01-02T10:00:00+03:00', true), message(3, '2026-01-03T10:00:00+03:00')],
    );
    expect(merged.map((m) => m.messageId)).toEqual([3, 2, 1]);
    expect(merged.find((m) => m.messageId === 2)?.read).toBe(true);
  });

  it('orders newest first across offsets, then by messageId', () => {
    const merged = mergeNotifications(
      [message(10, '2026-01-01T10:00:00+03:00')],
      [
        // 08:30 UTC is later than 07:00 UTC (10:00 at +03:00).
        message(11, '2026-01-01T08:30:00Z'),
        message(12, '2026-01-01T10:00:00+03:00'),
        message(9, '2025-12-31T23:00:00+03:00'),
      ],
    );
    expect(merged.map((m) => m.messageId)).toEqual([11, 12, 10, 9]);
  });

  it('does not change its inputs and answers an empty list for nothing', () => {
    const existing = [message(1, '2026-01-01T10:00:00+03:00')];
    mergeNotifications(existing, [message(1, '2026-01-01T10:00:00+03:00', true)]);
    expect(existing[0]?.read).toBe(false);
    expect(mergeNotifications([], [])).toEqual([]);
  });
});
