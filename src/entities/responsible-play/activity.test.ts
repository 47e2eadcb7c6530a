import { describe, expect, it } from 'vitest';
import type { Booking, BookingType } from '@/lib/api/types';
import { periodStarts, summariseActivity } from './activity';

const booking = (
  bookingDate: string,
  bookingType: BookingType,
  amount: number,
  state?: Booking['state'],
): Booking => ({
  bookingId: 1,
  bookingDate,
  bookingDescription: '',
  amount,
  bookingType,
  saldo: 0,
  transactionId: 'T',
  ...(state ? { state } : {}),
});

// Tuesday 24 Nov 2026, 10:00 in Baghdad.
const NOW = Date.parse('2026-11-24T10:00:00+03:00');

describe('activity summary', () => {
  it('starts the week on Sunday, the month on the 1st, the year a year ago, at +03:00', () => {
    const starts = periodStarts(NOW);
    expect(new Date(starts.week).toISOString()).toBe('2026-11-21T21:00:00.000Z');
    expect(new Date(starts.month).toISOString()).toBe('2026-10-31T21:00:00.000Z');
    expect(new Date(starts.year).toISOString()).toBe('2025-11-23T21:00:00.000Z');
  });

  it('sums deposits, withdrawals, net spend and winnings per period', () => {
    const summary = summariseActivity(
      [
        booking('2026-11-23T09:00:00+03:00', 'PAYIN', 5000),
        booking('2026-11-23T09:30:00+03:00', 'ORDER_PAYMENT', -3000),
        booking('2026-11-23T09:31:00+03:00', 'REFUND_ORDER_PAYMENT', 1000),
        booking('2026-11-10T09:00:00+03:00', 'WIN_PAYIN', 2000),
        booking('2026-11-11T09:00:00+03:00', 'PAYOUT_FIB', -1500),
        booking('2026-03-01T09:00:00+03:00', 'PAYIN', 10_000),
        booking('2024-01-01T09:00:00+03:00', 'PAYIN', 7000),
        booking('2026-11-23T10:00:00+03:00', 'VOUCHER_PAYIN', 5000),
      ],
      NOW,
    );
    expect(summary.week).toEqual({ deposits: 5000, withdrawals: 0, spent: 2000, won: 0 });
    expect(summary.month).toEqual({ deposits: 5000, withdrawals: 1500, spent: 2000, won: 2000 });
    expect(summary.year.deposits).toBe(15_000);
    expect(summary.netDeposits).toBe(5000 + 10_000 + 7000 - 1500);
  });

  it('counts no failed booking and keeps pending ones out of the sums', () => {
    const day = '2026-11-23T09:00:00+03:00';
    const summary = summariseActivity(
      [
        booking(day, 'PAYIN', 50_000),
        booking(day, 'PAYOUT_FIB', -5000, 'FAILED'),
        booking(day, 'PAYOUT_FIB', -5000, 'PENDING'),
        booking(day, 'PAYIN', 3000, 'FAILED'),
        booking(day, 'PAYIN', 2000, 'PENDING'),
        booking(day, 'PAYOUT_ZAIN_CASH', -1000, 'SUCCESSFUL'),
      ],
      NOW,
    );
    expect(summary.week).toEqual({ deposits: 50_000, withdrawals: 1000, spent: 0, won: 0 });
    expect(summary.year.withdrawals).toBe(1000);
    expect(summary.netDeposits).toBe(49_000);
    expect(summary.pending).toEqual({ deposits: 2000, withdrawals: 5000 });
  });
});
