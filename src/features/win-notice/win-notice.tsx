import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '@/components/ui/dialog';
import { WinIllustration } from '@/components/ui/win-illustration';
import { formatDrawDate, formatIqd } from '@/lib/format';
import { unseenWins, type WinNotice as Notice } from '@/lib/lottery/win-notices';
import { ticketNumberText } from '@/lib/lottery/ticket-number';
import { PATHS } from '@/lib/navigation';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { useRecentTickets } from '@/entities/tickets';
import { WinGrids } from './win-grids';

type SeenEntry = string | number;
const seenKeys = (): SeenEntry[] => storage.getJson<SeenEntry[]>(STORAGE_KEYS.winNoticesSeen) ?? [];
const markSeen = (key: string) =>
  storage.setJson(STORAGE_KEYS.winNoticesSeen, [...new Set([...seenKeys(), key])].slice(-300));

/** A still-open (play-ahead) ticket's details are on the upcoming side. */
const detailsPath = ({ ticket }: Notice) =>
  `${ticket.ticketState === 'OPEN' ? PATHS.upcomingTicketsDetails : PATHS.drawnTicketsDetails}?id=${ticket.ticketId}`;

/**
 * On opening the app, a dialog for each win in a recent draw, once per ticket and draw in this
 * browser (remembered in localStorage as soon as it shows): the ticket and draw, each winning
 * grid with its own matched numbers, rank and prize, the draw's total, and a link to the ticket.
 * The drawn list and the open list (play-ahead tickets with draws to come) are both read.
 */
export default function WinNotice() {
  const { t, i18n } = useTranslation('winnotice');
  const navigate = useNavigate();
  const drawn = useRecentTickets('drawn', true);
  const open = useRecentTickets('open', true);
  // What this browser had seen when the app opened, plus what was closed since.
  const [seen] = useState(seenKeys);
  const [closed, setClosed] = useState<string[]>([]);
  // Both lists first, so an older win landing later never replaces the dialog on screen.
  const current =
    drawn && open
      ? (unseenWins([...drawn, ...open], [...seen, ...closed], new Date())[0] ?? null)
      : null;
  const currentKey = current?.key;

  // Remembered as soon as it shows: a reload never shows the same win again.
  useEffect(() => {
    if (currentKey !== undefined) markSeen(currentKey);
  }, [currentKey]);

  if (!current) return null;
  const { ticket, draw } = current;
  const number = ticketNumberText(ticket);
  const text = draw
    ? t('draw', {
        number,
        draw: draw.drawId,
        date: formatDrawDate(current.drawnAt, i18n.language),
      })
    : t('ticketDraws', {
        number,
        count: ticket.drawIds.length,
        date: formatDrawDate(ticket.lastDrawDateTime, i18n.language),
      });
  const close = () => setClosed([...closed, current.key]);
  return (
    <Dialog
      key={current.key}
      kind="win"
      illustration={<WinIllustration />}
      title={t('title')}
      text={text}
      primaryLabel={t('close')}
      secondaryLabel={t('seeTicket')}
      showCloseIcon
      onClose={close}
      onSecondary={() => {
        close();
        navigate(detailsPath(current));
      }}
    >
      {draw ? (
        <WinGrids result={draw.result} />
      ) : (
        <p>{t('totalOnly', { amount: formatIqd(ticket.winAmountProportionate) })}</p>
      )}
    </Dialog>
  );
}
