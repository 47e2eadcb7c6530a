import type { Booking, BookingType } from '@/lib/api/types';

/** The activity summary's figures for one period, in IQD (all positive): settled money only. */
export interface ActivityTotals {
  deposits: number;
  withdrawals: number;
  spent: number;
  won: number;
}

export interface ActivitySummary {
  week: ActivityTotals;
  month: ActivityTotals;
  year: ActivityTotals;
  /** Settled deposits less settled withdrawals over the whole history. */
  netDeposits: number;
  /** Deposits and withdrawals the provider has not settled yet: shown apart, in no sum above. */
  pending: { deposits: number; withdrawals: number };
}

const OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;
const DEPOSITS: ReadonlySet<BookingType> = new Set(['PAYIN', 'PAYIN_BY_USER']);
const WITHDRAWALS: ReadonlySet<BookingType> = new Set([
  'PAYOUT',
  'PAYOUT_BY_USER',
  'PAYOUT_FAST_PAY',
  'PAYOUT_FIB',
  'PAYOUT_ZAIN_CASH',
  'PAYOUT_QI_CARD',
]);
const SPENDING: ReadonlySet<BookingType> = new Set(['ORDER_PAYMENT', 'REFUND_ORDER_PAYMENT']);

/**
 * Where each period starts, at the server's +03:00: this week from Sunday 00:00 (the Iraqi
 * working week), this month from the 1st, the last 12 months from the same day a year ago.
 */
export function periodStarts(now: number) {
  const wall = new Date(now + OFFSET_MS);
  const midnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  return {
    week: midnight - wall.getUTCDay() * DAY_MS - OFFSET_MS,
    month: Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1) - OFFSET_MS,
    year: Date.UTC(wall.getUTCFullYear() - 1, wall.getUTCMonth(), wall.getUTCDate()) - OFFSET_MS,
  };
}

const empty = (): ActivityTotals => ({ deposits: 0, withdrawals: 0, spent: 0, won: 0 });

/**
 * Only money that moved counts (decision 0178): a FAILED booking moved nothing; a PENDING one is
 * not settled (a pending deposit is not credited, a pending payout may still come back). A booking
 * without a state is settled.
 */
const settled = (booking: Booking): boolean => !booking.state || booking.state === 'SUCCESSFUL';

function add(totals: ActivityTotals, booking: Booking): void {
  if (!settled(booking)) return;
  const type = booking.bookingType;
  if (DEPOSITS.has(type)) totals.deposits += booking.amount;
  else if (WITHDRAWALS.has(type)) totals.withdrawals -= booking.amount;
  // An order is negative, its sold-out refund positive: spend is what is left debited.
  else if (SPENDING.has(type)) totals.spent -= booking.amount;
  else if (type === 'WIN_PAYIN') totals.won += booking.amount;
}

/** Sums the bookings into the summary's periods (`now` from the server's clock). */
export function summariseActivity(bookings: readonly Booking[], now: number): ActivitySummary {
  const starts = periodStarts(now);
  const summary = { week: empty(), month: empty(), year: empty(), netDeposits: 0 };
  const all = empty();
  const pending = { deposits: 0, withdrawals: 0 };
  for (const booking of bookings) {
    const at = Date.parse(booking.bookingDate);
    if (booking.state === 'PENDING' && DEPOSITS.has(booking.bookingType))
      pending.deposits += booking.amount;
    if (booking.state === 'PENDING' && WITHDRAWALS.has(booking.bookingType))
      pending.withdrawals -= booking.amount;
    add(all, booking);
    if (at >= starts.week) add(summary.week, booking);
    if (at >= starts.month) add(summary.month, booking);
    if (at >= starts.year) add(summary.year, booking);
  }
  return { ...summary, netDeposits: all.deposits - all.withdrawals, pending };
}
