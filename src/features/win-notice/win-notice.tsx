import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NumberRow } from '@/components/lottery/number-row';
import { Dialog } from '@/components/ui/dialog';
import type { Ticket } from '@/lib/api/types';
import { formatDrawDate, formatIqd } from '@/lib/format';
import { unseenWins } from '@/lib/lottery/win-notices';
import { PATHS } from '@/lib/navigation';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { useRecentDrawnTickets } from '@/features/tickets/api';

const seenIds = (): number[] => storage.getJson<number[]>(STORAGE_KEYS.winNoticesSeen) ?? [];
const markSeen = (ticketId: number) =>
  storage.setJson(STORAGE_KEYS.winNoticesSeen, [...new Set([...seenIds(), ticketId])].slice(-200));

/**
 * On opening the app, a dialog for each ticket that won in a recent draw, once per ticket in this
 * browser (remembered in localStorage as soon as it shows): the draw, the matched numbers, the
 * prize, and a link to the ticket.
 */
export default function WinNotice() {
  const { t, i18n } = useTranslation('winnotice');
  const navigate = useNavigate();
  const drawn = useRecentDrawnTickets(true);
  // What this browser had seen when the app opened, plus what was closed since.
  const [seen] = useState(seenIds);
  const [closed, setClosed] = useState<number[]>([]);
  const current: Ticket | null = drawn
    ? (unseenWins(drawn, [...seen, ...closed], new Date())[0] ?? null)
    : null;
  const currentId = current?.ticketId;

  // Remembered as soon as it shows: a reload never shows the same win again.
  useEffect(() => {
    if (currentId !== undefined) markSeen(currentId);
  }, [currentId]);

  if (!current) return null;
  const matched = [...new Set(current.tipResults.flatMap((r) => r.matchedNumbers))].sort(
    (a, b) => a - b,
  );
  const drawId = current.drawIds[current.drawIds.length - 1];
  return (
    <Dialog
      key={current.ticketId}
      title={t('title')}
      text={t('draw', {
        draw: drawId,
        date: formatDrawDate(current.lastDrawDateTime, i18n.language),
      })}
      text2={t('prize', { amount: formatIqd(current.winAmountProportionate) })}
      primaryLabel={t('close')}
      secondaryLabel={t('seeTicket')}
      showCloseIcon
      onClose={() => setClosed([...closed, current.ticketId])}
      onSecondary={() => {
        setClosed([...closed, current.ticketId]);
        navigate(`${PATHS.drawnTicketsDetails}?id=${current.ticketId}`);
      }}
    >
      <p>{t('matched', { count: matched.length })}</p>
      <NumberRow numbers={matched} tone="matched" size="sm" label={t('matchedLabel')} />
    </Dialog>
  );
}
