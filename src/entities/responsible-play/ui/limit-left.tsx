import { useTranslation } from 'react-i18next';
import { Muted } from '@/components/ui/layout';
import type { LimitKind } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';
import { tightestLimit, useResponsiblePlay } from '..';
import { useDateTime } from './use-date-time';

/**
 * What the tightest limit of a kind still allows and when its window restarts; nothing when no
 * limit is set or the backend lacks the extension.
 */
export function LimitLeft({ kind }: { kind: LimitKind }) {
  const { t } = useTranslation('responsible');
  const dateTime = useDateTime();
  const { data } = useResponsiblePlay();
  const limit = tightestLimit(data, kind);
  if (!limit) return null;
  return (
    <Muted role="status" data-testid={`limit-left-${kind.toLowerCase()}`}>
      {t(`left.${kind}`, {
        amount: formatIqd(limit.remaining),
        resets: dateTime(limit.resetsAt),
        period: t(`periods.${limit.period}`),
      })}
    </Muted>
  );
}
