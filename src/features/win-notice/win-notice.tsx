import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '@/components/ui/dialog';
import { WinIllustration } from '@/components/ui/win-illustration';
import { formatDrawDate } from '@/lib/format';
import { unseenWins, type WinNotice as Notice } from '@/lib/lottery/win-notices';
import { summariseWins, type DrawWinSummary } from '@/lib/lottery/win-summary';
import { ticketNumberText } from '@/lib/lottery/ticket-number';
import { PATHS } from '@/lib/navigation';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { usePrizeClaims } from '@/entities/prize-claims';
import { useRecentTickets } from '@/entities/tickets';
import { WinSummaryList } from './win-summary-list';

type SeenEntry = string | number;
const seenKeys = (): SeenEntry[] => storage.getJson<SeenEntry[]>(STORAGE_KEYS.winNoticesSeen) ?? [];
const markSeen = (keys: string[]) =>
  storage.setJson(STORAGE_KEYS.winNoticesSeen, [...new Set([...seenKeys(), ...keys])].slice(-300));

/** A still-open (play-ahead) ticket's details are on the upcoming side. */
const detailsPath = ({ ticket }: Notice) =>
  `${ticket.ticketState === 'OPEN' ? PATHS.upcomingTicketsDetails : PATHS.drawnTicketsDetails}?id=${ticket.ticketId}`;

/** The dialog's one-line description: the draw when there is one, else how many draws. */
function useDescription(summaries: DrawWinSummary[]): string {
  const { t, i18n } = useTranslation('winnotice');
  const [only] = summaries;
  if (summaries.length > 1 || !only) return t('summary.draws', { count: summaries.length });
  const date = formatDrawDate(only.drawnAt, i18n.language);
  const [ticket] = only.wins;
  if (only.drawId !== null) return t('summary.draw', { draw: only.drawId, date });
  return t('ticketDraws', {
    number: ticket ? ticketNumberText(ticket.ticket) : '',
    count: ticket?.ticket.drawIds.length ?? 0,
    date,
  });
}

/**
 * On opening the app, one dialog with every win of recent draws this browser has not shown
 * (remembered in localStorage as soon as it shows), grouped by draw (issue 38): each draw's total
 * over all of the player's tickets, each ticket and its winning grids, the biggest first. The
 * drawn list and the open list (play-ahead tickets with draws to come) are both read.
 */
export default function WinNotice() {
  const { t } = useTranslation('winnotice');
  const navigate = useNavigate();
  const drawn = useRecentTickets('drawn', true);
  const open = useRecentTickets('open', true);
  // What this browser had seen when the app opened; once closed, the dialog stays closed.
  const [seen] = useState(seenKeys);
  const [closed, setClosed] = useState(false);
  // Both lists first, so a win landing later never changes the dialog on screen.
  const notices = drawn && open && !closed ? unseenWins([...drawn, ...open], seen, new Date()) : [];
  const summaries = summariseWins(notices);
  // Which wins are paid by claim (decision 0251); asked only when there is a win to tell.
  const claims = usePrizeClaims(notices.length > 0);
  // Until the backend said which wins are claimed, nothing is said about where the money went.
  const shown = notices.length > 0 && !claims.isPending;
  const keys = shown ? notices.map((n) => n.key).join('|') : '';
  const description = useDescription(summaries);

  // Remembered as soon as it shows: a reload never shows the same wins again.
  useEffect(() => {
    if (keys) markSeen(keys.split('|'));
  }, [keys]);

  if (!shown) return null;
  const single = notices.length === 1 ? notices[0] : undefined;
  const close = () => setClosed(true);
  return (
    <Dialog
      kind="win"
      illustration={<WinIllustration />}
      title={single ? t('title') : t('summary.title')}
      text={description}
      primaryLabel={t('close')}
      secondaryLabel={single ? t('seeTicket') : t('summary.seeTickets')}
      showCloseIcon
      onClose={close}
      onSecondary={() => {
        close();
        navigate(single ? detailsPath(single) : PATHS.drawnTickets);
      }}
    >
      <WinSummaryList summaries={summaries} claims={claims.isError ? undefined : claims.data} />
    </Dialog>
  );
}
