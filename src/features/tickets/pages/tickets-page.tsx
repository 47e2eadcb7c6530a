import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import type { Ticket } from '@/lib/api/types';
import { loadTickets, ticketLists } from '@/lib/lottery/ticket-lists';
import { refreshAfterMoneyEvent } from '@/lib/wallet';
import { sessionStore } from '@/lib/session';
import { LoadMore } from '../components/load-more';
import { TicketCard } from '../components/ticket-card';
import { TicketTabs } from '../components/ticket-tabs';
import { TicketList, TicketsLayout } from '../components/tickets-layout';

export type TicketsTab = 'upcoming' | 'drawn';

/** My Tickets: the upcoming (open) or drawn list, loaded page by page. */
export default function TicketsPage({ tab }: { tab: TicketsTab }) {
  const { t } = useTranslation('tickets');
  const loggedIn = useSnapshot(sessionStore).isLoggedIn;
  const kind = tab === 'upcoming' ? 'open' : 'drawn';
  const list = useSnapshot(ticketLists, { sync: true })[kind];
  const queryClient = useQueryClient();

  useEffect(() => {
    if (loggedIn) void loadTickets(kind, 'replace');
    // A draw may have credited a win since the balance was read.
    if (loggedIn && kind === 'drawn') void refreshAfterMoneyEvent(queryClient);
  }, [kind, loggedIn, queryClient]);

  if (!loggedIn) {
    return (
      <TicketsLayout>
        <h1>{t('title')}</h1>
        <Card>
          <p>{t('loginNeeded')}</p>
          <Button as={Link} to={`/login?redirect=/${tab}_tickets`}>
            {t('login')}
          </Button>
        </Card>
      </TicketsLayout>
    );
  }

  const empty = !list.loading && !list.failed && list.noMore && list.tickets.length === 0;
  return (
    <TicketsLayout>
      <h1>{t('title')}</h1>
      <TicketTabs />
      {empty ? (
        <Card>
          <p>{tab === 'upcoming' ? t('emptyUpcoming') : t('emptyDrawn')}</p>
          <Button as={Link} to="/6of29">
            {t('playNow')}
          </Button>
        </Card>
      ) : null}
      <TicketList aria-label={t(`tabs.${tab}`)} aria-busy={list.loading}>
        {list.tickets.map((ticket) => (
          <TicketCard key={ticket.ticketId} ticket={ticket as Ticket} tab={tab} />
        ))}
      </TicketList>
      {list.failed ? (
        <Card role="alert">
          <p>{t('loadError')}</p>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => void loadTickets(kind, 'append')}
          >
            {t('retry')}
          </Button>
        </Card>
      ) : null}
      {list.loading && list.tickets.length === 0 ? <p role="status">{t('loading')}</p> : null}
      {!list.noMore && !list.failed && (list.tickets.length > 0 || list.nextFrom > 0) ? (
        <LoadMore loading={list.loading} onLoadMore={() => void loadTickets(kind, 'append')} />
      ) : null}
      {list.noMore && list.tickets.length > 0 ? <p>{t('noMore')}</p> : null}
    </TicketsLayout>
  );
}
