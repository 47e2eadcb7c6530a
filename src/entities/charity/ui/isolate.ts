import { formatIqd } from '@/lib/format';

/** An LTR figure inside RTL text, isolated (U+2066 … U+2069) so its digits keep their order. */
export const isolate = (value: string): string => `\u2066${value}\u2069`;

/** Whole dinars as the app writes them, isolated. */
export const isolatedIqd = (amount: number): string => isolate(formatIqd(amount));

/** Basis points as a percentage without trailing zeros (3,600 → "36", 3,650 → "36.5"), isolated. */
export const isolatedPercent = (bps: number): string => isolate(String(Math.round(bps) / 100));
