import { useTranslation } from 'react-i18next';
import { formatDrawDate } from '@/lib/format';
import type { TicketDrawView } from '@/lib/lottery/ticket-draws';

/** "Draw 116 · Thursday 26 Nov 2026", or "Draw 117" when the backend gave no time. */
export function useDrawTitle(): (draw: Pick<TicketDrawView, 'drawId' | 'drawDateTime'>) => string {
  const { t, i18n } = useTranslation('tickets');
  return ({ drawId, drawDateTime }) =>
    drawDateTime
      ? t('details.drawTitle', { draw: drawId, date: formatDrawDate(drawDateTime, i18n.language) })
      : t('details.drawTitleNoDate', { draw: drawId });
}
