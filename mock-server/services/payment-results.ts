import type { PayInFailureReason, PayInResult, PaymentStatus } from '../../src/lib/api/types';
import type { Row } from '../db';

export type PaymentRow = Row<'payment'>;

/** Why a pay-in failed, by the outcome the provider's side recorded. */
const REASONS: Partial<Record<string, PayInFailureReason>> = {
  failure: 'REFUSED',
  error: 'ERROR',
  cancelled: 'CANCELLED',
  // Paid by the provider but refused by the backend at settlement.
  depositLimit: 'DEPOSIT_LIMIT',
  timeOut: 'TIME_OUT',
};

/** The history line of a paid deposit the backend refused to credit (behaviour 21). */
export const REFUSAL_TEXT = {
  DEPOSIT_LIMIT: 'Deposit not credited: over your deposit limit, returned by the provider',
  TIME_OUT: 'Deposit not credited: you are on a break, returned by the provider',
} as const;

export const toResult = (p: PaymentRow): PayInResult => {
  const reason = p.status === 'FAILED' && p.outcome ? REASONS[p.outcome] : undefined;
  return {
    paymentId: p.paymentId,
    status: p.status as PaymentStatus,
    amount: p.amount,
    ...(reason ? { failureReason: reason } : {}),
  };
};
