import { useTranslation } from 'react-i18next';
import { ErrorText } from '@/components/ui/layout';
import { formatIqd } from '@/lib/format';
import type { LimitRefusal } from '..';
import { useDateTime } from './use-date-time';

/**
 * A limit or time-out refusal in words. For a deposit the whole message; for a purchase the
 * line after the spec's spending-limit message (what is left), or the time-out with its end.
 */
export function LimitRefusalText({
  refusal,
  on,
  id,
}: {
  refusal: LimitRefusal;
  on: 'deposit' | 'purchase';
  id?: string;
}) {
  const { t } = useTranslation('responsible');
  const dateTime = useDateTime();
  const text = (() => {
    if (refusal.kind === 'time-out') {
      return refusal.until
        ? t('refusal.timeOut', { until: dateTime(refusal.until) })
        : t('refusal.timeOutUnknown');
    }
    const known = refusal.remaining !== null && refusal.resetsAt !== null;
    const values = { amount: formatIqd(refusal.remaining), resets: dateTime(refusal.resetsAt) };
    if (on === 'deposit') return known ? t('refusal.deposit', values) : t('refusal.depositUnknown');
    return known ? t('refusal.spending', values) : null;
  })();
  if (!text) return null;
  return on === 'deposit' ? (
    <ErrorText id={id} role="alert">
      {text}
    </ErrorText>
  ) : (
    <p id={id}>{text}</p>
  );
}
