import { formatIqd } from '@/lib/format';

/** "+5,000" / "-1,000": a booking's signed amount with English grouping. */
export function signedIqd(amount: number): string {
  if (amount === 0) return '0';
  return `${amount > 0 ? '+' : '-'}${formatIqd(Math.abs(amount))}`;
}
