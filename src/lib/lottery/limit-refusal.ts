import { isApiError } from '@/lib/api/errors';
import type { Iqd, LimitPeriod, ServerDateTime } from '@/lib/api/types';

/** A refusal of the responsible-play rules, read from a deposit or purchase error. */
export type LimitRefusal =
  | {
      kind: 'limit';
      period: LimitPeriod | null;
      remaining: Iqd | null;
      resetsAt: ServerDateTime | null;
    }
  | { kind: 'time-out'; until: ServerDateTime | null };

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const amount = (v: unknown): Iqd | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null;
const period = (v: unknown): LimitPeriod | null =>
  v === 'DAY' || v === 'WEEK' || v === 'MONTH' ? v : null;

export function limitRefusalOf(error: unknown): LimitRefusal | null {
  if (!isApiError(error)) return null;
  const details = error.body?.details ?? {};
  if (error.code === 'TIME_OUT_ACTIVE') return { kind: 'time-out', until: text(details.until) };
  if (error.code === 'DEPOSIT_LIMIT_EXCEEDED' || error.code === 'SPENDING_LIMIT_EXCEEDED') {
    return {
      kind: 'limit',
      period: period(details.period),
      remaining: amount(details.remaining),
      resetsAt: text(details.resetsAt),
    };
  }
  return null;
}
