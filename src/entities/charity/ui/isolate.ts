import { formatIqd, isolateLtr as isolate } from '@/lib/format';

/** An LTR value inside RTL text, isolated: the one rule of @/lib/format. */
export { isolate };

/** Whole dinars as the app writes them, isolated. */
export const isolatedIqd = (amount: number): string => isolate(formatIqd(amount));

/** Basis points as a percentage without trailing zeros (3,600 → "36", 3,650 → "36.5"), isolated. */
export const isolatedPercent = (bps: number): string => isolate(String(Math.round(bps) / 100));
