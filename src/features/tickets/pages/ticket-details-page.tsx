import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { formatIqd } from '@/lib/format';
import { ticketDraws, type DrawResult, type TicketDrawView } from '@/lib/lottery/ticket-draws';
import { PATHS } from '@/lib/navigation';
import { useIsLoggedIn } from '@/entities/session';
import { useFindTicket } from '@/entities/tickets';
import { DrawsOverview } from '../components/draws-overview';
import { TicketDrawCard } from '../components/ticket-draw-card';
import { TicketFacts } from '../components/ticket-facts';
import { TicketGrids } from '../components/ticket-grids';
import { TicketsLayout } from '../components/tickets-layout';
import { OptionalSlot } from '@/components/ui/optional-slot';
import { LazySubscribeLink } from '@/entities/subscriptions/ui/lazy';
import type { TicketsTab } from './tickets-page';

const Won = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.success};
`;

const OPEN = ['open'] as const;
const DRAWN = ['drawn'] as const;

const withResult = (draw: TicketDrawView): draw is TicketDrawView & { result: DrawResult } =>
  draw.result !== null;

/**
 * A ticket's details (query `id`): its facts; for a play-ahead ticket every draw it plays with
 * its state; each drawn draw with its winning numbers, the grids' matches, ranks and prizes and
 * that draw's prize table (asked only for drawn draws); the plain grids while nothing is drawn.
 * The way back is the shell's (the app bar's arrow, the desktop back header), not a second link.
 */
export default function TicketDetailsPage({ tab }: { tab: TicketsTab }) {
  const { t } = useTranslation('tickets');
  const id = Number(useSearchParams()[0].get('id'));
  const loggedIn = useIsLoggedIn();
  const { ticket, searching } = useFindTicket(id, tab === 'upcoming' ? OPEN : DRAWN, loggedIn);
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
      </TicketsLayout>
    );
  }

  const draws = ticketDraws(ticket, new Date());
  const drawn = draws.filter(withResult);
  return (
    <TicketsLayout>
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
      {draws.length > 1 ? <DrawsOverview draws={draws} /> : null}
      {drawn.map((draw, index) => (
        <TicketDrawCard key={draw.drawId} tips={ticket.tips} draw={draw} saveable={index === 0} />
      ))}
      {drawn.length === 0 ? (
        <Card aria-labelledby="grids-title">
          <h2 id="grids-title">{t('details.grids')}</h2>
          <TicketGrids tips={ticket.tips} saveable />
          {/* Play these grids again in every draw, where subscriptions are offered (0224). */}
          <OptionalSlot>
            <LazySubscribeLink tips={ticket.tips} />
          </OptionalSlot>
        </Card>
      ) : null}
    </TicketsLayout>
  );
}
