import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { NumberRow } from '@/components/lottery/number-row';
import { formatIqd } from '@/lib/format';
import { PATHS } from '@/lib/navigation';
import { sessionStore } from '@/lib/session';
import { useDrawWinnings } from '../api/use-draw-winnings';
import { PrizeTable } from '../components/prize-table';
import { TicketFacts } from '../components/ticket-facts';
import { TicketGrids } from '../components/ticket-grids';
import { TicketsLayout } from '../components/tickets-layout';
import { useTicket } from '../hooks/use-ticket';
import type { TicketsTab } from './tickets-page';

const Won = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.success};
`;

/** A ticket's details (query `id`): facts, grids with winning numbers, rank, winners and prizes. */
export default function TicketDetailsPage({ tab }: { tab: TicketsTab }) {
  const { t } = useTranslation('tickets');
  const id = Number(useSearchParams()[0].get('id'));
  const loggedIn = useSnapshot(sessionStore).isLoggedIn;
  const { ticket, searching } = useTicket(id, tab === 'upcoming' ? 'open' : 'drawn', loggedIn);
  const drawn = !!ticket?.winningNumbers;
  const drawId = drawn ? ticket?.drawIds[ticket.drawIds.length - 1] : undefined;
  const winnings = useDrawWinnings(drawId);
  const back = (
    <Button as={Link} to={`/${tab}_tickets`} $variant="link">
      {t('details.back')}
    </Button>
  );
  const receipt = (
    <Button as={Link} to={`${PATHS.receipt}?id=${id}`} $variant="secondary">
      {t('details.openReceipt')}
    </Button>
  );

  if (!ticket) {
    return (
      <TicketsLayout>
        <h1>{t('details.title')}</h1>
        {searching ? (
          <p role="status">{t('loading')}</p>
        ) : (
          <p role="alert">{t('details.notFound')}</p>
        )}
        <div>{back}</div>
      </TicketsLayout>
    );
  }

  return (
    <TicketsLayout>
      <div>{back}</div>
      <h1>{t('details.title')}</h1>
      <div>{receipt}</div>
      <Card>
        <TicketFacts ticket={ticket} />
        {ticket.ticketState === 'WON_FINALIZED' ? (
          <Won>
            {t('details.individualPrize', { amount: formatIqd(ticket.winAmountProportionate) })}
          </Won>
        ) : null}
      </Card>
      {ticket.winningNumbers ? (
        <Card aria-labelledby="winning-title">
          <h2 id="winning-title">{t('details.winningNumbers')}</h2>
          <NumberRow
            numbers={ticket.winningNumbers}
            tone="winning"
            label={t('details.winningNumbers')}
          />
        </Card>
      ) : null}
      <Card aria-labelledby="grids-title">
        <h2 id="grids-title">{t('details.grids')}</h2>
        <TicketGrids ticket={ticket} winnings={winnings.data} />
      </Card>
      {drawn ? (
        <Card aria-labelledby="prizes-title">
          <h2 id="prizes-title">{t('details.prizes')}</h2>
          {winnings.isError ? <p role="alert">{t('details.winningsError')}</p> : null}
          {winnings.data ? (
            <>
              <p>{t('details.totalWinners', { count: winnings.data.totalWinners })}</p>
              <PrizeTable
                winnings={winnings.data}
                myRanks={ticket.tipResults.flatMap((r) => (r.rank ? [r.rank] : []))}
              />
            </>
          ) : null}
        </Card>
      ) : null}
    </TicketsLayout>
  );
}
