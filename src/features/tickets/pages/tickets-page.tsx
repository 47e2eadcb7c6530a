import { PATHS } from '@/lib/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { OfflineNote } from '@/components/ui/offline-note';
import { useOnline } from '@/lib/network';
import { useIsLoggedIn } from '@/entities/session';
import { useTicketList } from '@/entities/tickets';
import { LoadMore } from '../components/load-more';
import { PartlyDrawnNote } from '../components/partly-drawn-note';
import { TicketCard } from '../components/ticket-card';
import { TicketTabs } from '../components/ticket-tabs';
import { TicketList, TicketsLayout } from '../components/tickets-layout';
import { LoadStatus } from '@/components/ui/load-status';
import { refreshAfterMoneyEvent } from '@/entities/wallet';

export type TicketsTab = 'upcoming' | 'drawn';

/**
 * My Tickets: the upcoming (open) or drawn list, loaded page by page; offline, the saved lists
 * show with the time they were read.
 */
export default function TicketsPage({ tab }: { tab: TicketsTab }) {
  const { t } = useTranslation('tickets');
  const loggedIn = useIsLoggedIn();
  const kind = tab === 'upcoming' ? 'open' : 'drawn';
  const list = useTicketList(kind, loggedIn);
  const online = useOnline();
  // Offline, the saved list is what there is: no failure card, no next page (the banner says why).
  const failed = list.failed && (online || !list.started);
  const queryClient = useQueryClient();

  useEffect(() => {
    // A draw may have credited a win since the balance was read.
    if (loggedIn && kind === 'drawn') void refreshAfterMoneyEvent(queryClient);
  }, [kind, loggedIn, queryClient]);

  if (!loggedIn) {
    return (
      <TicketsLayout>
        <h1>{t('title')}</h1>
        <Card>
          <p>{t('loginNeeded')}</p>
          <Button
            as={Link}
            to={`${PATHS.login}?redirect=${tab === 'upcoming' ? PATHS.upcomingTickets : PATHS.drawnTickets}`}
          >
            {t('login')}
          </Button>
        </Card>
      </TicketsLayout>
    );
  }

  const empty = !list.loading && !failed && list.noMore && list.tickets.length === 0;
  return (
    <TicketsLayout>
      <h1>{t('title')}</h1>
      <TicketTabs />
      <OfflineNote savedAt={list.savedAt} />
      {tab === 'drawn' ? <PartlyDrawnNote /> : null}
      {empty ? (
        <Card>
          <p>{tab === 'upcoming' ? t('emptyUpcoming') : t('emptyDrawn')}</p>
          <Button as={Link} to={PATHS.play6of29}>
            {t('playNow')}
          </Button>
        </Card>
      ) : null}
      <TicketList aria-label={t(`tabs.${tab}`)} aria-busy={list.loading}>
        {list.tickets.map((ticket) => (
          <TicketCard key={ticket.ticketId} ticket={ticket} tab={tab} />
        ))}
      </TicketList>
      <LoadStatus
        loading={list.loading && list.tickets.length === 0}
        failed={failed}
        onRetry={list.loadMore}
        loadingText={t('loading')}
        errorText={t('loadError')}
        retryText={t('retry')}
      />
      {online && !list.noMore && !list.failed && list.started ? (
        <LoadMore loading={list.loading} onLoadMore={list.loadMore} />
      ) : null}
      {list.noMore && list.tickets.length > 0 ? <p>{t('noMore')}</p> : null}
    </TicketsLayout>
  );
}
