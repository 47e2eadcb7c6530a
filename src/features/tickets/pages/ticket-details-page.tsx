import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Button } from '@/components/ui/button';
import { NumberRow } from '@/components/lottery/number-row';
import { useDrawWinnings } from '@/features/results/api';
import { formatIqd } from '@/lib/format';
import { PATHS } from '@/lib/navigation';
import { useIsLoggedIn } from '@/lib/session';
import { useFindTicket } from '../api/use-find-ticket';
import { PrizeTable } from '../components/prize-table';
import { TicketFacts } from '../components/ticket-facts';
import { TicketGrids } from '../components/ticket-grids';
import { TicketsLayout } from '../components/tickets-layout';
import type { TicketsTab } from './tickets-page';

const Won = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.success};
`;

const OPEN = ['open'] as const;
const DRAWN = ['drawn'] as const;

/** A ticket's details (query `id`): facts, grids with winning numbers, rank, winners and prizes. */
export default function TicketDetailsPage({ tab }: { tab: TicketsTab }) {
  const { t } = useTranslation('tickets');
  const id = Number(useSearchParams()[0].get('id'));
  const loggedIn = useIsLoggedIn();
  const { ticket, searching } = useFindTicket(id, tab === 'upcoming' ? OPEN : DRAWN, loggedIn);
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
          <QueryState query={winnings} errorText={t('details.winningsError')}>
            {(data) => (
              <>
                <p>{t('details.totalWinners', { count: data.totalWinners })}</p>
                <PrizeTable
                  winnings={data}
                  myRanks={ticket.tipResults.flatMap((r) => (r.rank ? [r.rank] : []))}
                />
              </>
            )}
          </QueryState>
        </Card>
      ) : null}
    </TicketsLayout>
  );
}
