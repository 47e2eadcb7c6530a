import type { PayInFailureReason } from '@/lib/api/types';

export type WalletFailureKey =
  | 'deposit.errors.refused'
  | 'deposit.errors.error'
  | 'deposit.errors.cancelled'
  | 'deposit.errors.depositLimit'
  | 'deposit.errors.timeOut'
  | 'deposit.errors.notProcessed';

/** Each failure the backend names has its own text; an unnamed one keeps the generic text. */
export function walletFailureKey(reason: PayInFailureReason | null): WalletFailureKey {
  if (reason === 'REFUSED') return 'deposit.errors.refused';
  if (reason === 'ERROR') return 'deposit.errors.error';
  if (reason === 'CANCELLED') return 'deposit.errors.cancelled';
  if (reason === 'DEPOSIT_LIMIT') return 'deposit.errors.depositLimit';
  if (reason === 'TIME_OUT') return 'deposit.errors.timeOut';
  return 'deposit.errors.notProcessed';
}
