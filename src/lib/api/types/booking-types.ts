/** Every kind of booking in the account history (section 7). */
export const BOOKING_TYPES = [
  'ORDER_PAYMENT',
  'WIN_PAYIN',
  'CANCEL_PAYIN',
  'PAYIN',
  'PAYIN_BY_USER',
  'PAYIN_VOUCHER',
  'REFUND_ORDER_PAYMENT',
  'VOUCHER_PAYIN',
  'PAYOUT',
  'PAYOUT_BY_USER',
  'MANUAL_BOOKING',
  'REVERSAL',
  'PAYOUT_BY_ADMIN_BALANCE_WIN',
  'PAYOUT_BY_ADMIN_BALANCE_USE',
  'PAYOUT_FAST_PAY',
  'PAYOUT_FIB',
  'PAYOUT_ZAIN_CASH',
  'PAYOUT_QI_CARD',
] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];
