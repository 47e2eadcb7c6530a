import { useTranslation } from 'react-i18next';
import type { Ticket } from '@/lib/api/types';
import { formatDrawDate, formatIqd } from '@/lib/format';
import {
  drawnCount,
  isWinningDraw,
  nextDrawToCome,
  type TicketDrawView,
} from '@/lib/lottery/ticket-draws';

interface DrawLinesProps {
  ticket: Ticket;
  draws: TicketDrawView[];
}

/**
 * A list card's draw date: a single-draw ticket's draw; a play-ahead ticket's next draw, or its
 * last when no draw is known to come next.
 */
export function DrawDateLine({ ticket, draws }: DrawLinesProps) {
  const { t, i18n } = useTranslation('tickets');
  const next = draws.length > 1 ? nextDrawToCome(draws) : undefined;
  const text =
    draws.length <= 1
      ? t('item.drawDate', { date: formatDrawDate(ticket.lastDrawDateTime, i18n.language) })
      : next?.drawDateTime
        ? t('item.nextDraw', { date: formatDrawDate(next.drawDateTime, i18n.language) })
        : t('item.lastDraw', { date: formatDrawDate(ticket.lastDrawDateTime, i18n.language) });
  return <span className="muted">{text}</span>;
}

/** A play-ahead ticket's drawn and to-come counts, and each drawn draw it won (by the backend). */
export function DrawProgress({ draws }: Pick<DrawLinesProps, 'draws'>) {
  const { t } = useTranslation('tickets');
  if (draws.length <= 1) return null;
  const drawn = drawnCount(draws);
  const toCome = draws.filter((d) => d.status === 'toCome').length;
  const counts = [
    drawn > 0 ? t('item.drawnCount', { count: drawn }) : null,
    toCome > 0 ? t('item.toComeCount', { count: toCome }) : null,
  ].filter((text) => text !== null);
  return (
    <>
      {counts.length > 0 ? <span className="muted wide">{counts.join(' · ')}</span> : null}
      {draws.filter(isWinningDraw).map((draw) => (
        <span key={draw.drawId} className="wide">
          <span aria-hidden="true">🏆 </span>
          {t('item.drawWon', { draw: draw.drawId, amount: formatIqd(draw.result.winAmount) })}
        </span>
      ))}
    </>
  );
}
