import { MIN_DEPOSIT_IQD } from '@/lib/validation/amounts';
import { PATHS } from './routes';

/**
 * The deposit a cart sends a short player to: the missing amount filled in, and a way back.
 * A shortfall below the smallest deposit fills in that minimum: the missing amount itself would
 * only be refused by the form ("Minimum 1,500 IQD"), and the minimum still covers the cart.
 */
export function topUpPath(missing: number | null): string {
  const params = new URLSearchParams({ tab: 'deposit' });
  if (missing !== null && Number.isSafeInteger(missing) && missing > 0)
    params.set('amount', String(Math.max(missing, MIN_DEPOSIT_IQD)));
  params.set('from', 'cart');
  return `${PATHS.myFunds}?${params}`;
}

/** A prefilled deposit amount from the address: whole dinars only, anything else is ignored. */
export function prefilledAmount(value: string | null): string {
  return value && /^[1-9]\d{0,9}$/.test(value) ? value : '';
}
