import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Ticket } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';
import { FigureInText } from '@/components/ui/figure-in-text';
import { LtrFigure } from '@/components/ui/ltr-figure';
import { ticketNumberOf, ticketNumberText } from '@/lib/lottery/ticket-number';
import { ticketDraws } from '@/lib/lottery/ticket-draws';
import { findClaim, usePrizeClaims } from '@/entities/prize-claims';
import { DrawDateLine, DrawProgress } from './draw-progress';
import { TicketStatus } from './ticket-status';

const Item = styled.li`
  a {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.card};
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .wide {
    grid-column: 1 / -1;
  }
`;

interface TicketCardProps {
  ticket: Ticket;
  tab: 'upcoming' | 'drawn';
}

/**
 * One ticket in a list, linking to its details: its next (or last) draw, what it cost or won and,
 * for a play-ahead ticket, how many draws are drawn and to come and what each drawn one won.
 */
export function TicketCard({ ticket, tab }: TicketCardProps) {
  const { t } = useTranslation('tickets');
  // A large win is claimed, not credited (decision 0251): the card says where the claim stands.
  const claims = usePrizeClaims(ticket.winAmountProportionate > 0).data;
  const claim = findClaim(claims, ticket.ticketId, null);
  const number = ticketNumberText(ticket);
  const to = `/${tab}_tickets_details?id=${ticket.ticketId}`;
  const draws = ticketDraws(ticket, new Date());
  return (
    <Item>
      <Link to={to} aria-label={t('item.details', { number })}>
        <strong>
          <FigureInText
            text={(slot) => t('item.title', { number: slot })}
            figure={<LtrFigure>{ticketNumberOf(ticket)}</LtrFigure>}
          />
        </strong>
        <TicketStatus state={ticket.ticketState} draws={draws} />
        <DrawDateLine ticket={ticket} draws={draws} />
        {/* Drawn: what the ticket won (its cost is on the details page); upcoming: its cost. */}
        {tab === 'upcoming' ? (
          <span>{t('item.cost', { amount: formatIqd(ticket.ticketCost) })}</span>
        ) : ticket.winAmountProportionate > 0 ? (
          <span>{t('item.won', { amount: formatIqd(ticket.winAmountProportionate) })}</span>
        ) : (
          <span />
        )}
        <span className="muted wide">
          {t('item.grids', { count: ticket.tips.length })}
          {/* Said with the rest of the card, so the line does not grow after it appears. */}
          {ticket.source === 'subscription' ? ` · ${t('item.fromSubscription')}` : null}
        </span>
        {claim && (
          <span className="wide" data-testid="claim-state">
            {t(`claim.${claim.state}`)}
          </span>
        )}
        <DrawProgress draws={draws} />
      </Link>
    </Item>
  );
}
