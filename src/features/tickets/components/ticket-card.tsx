import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Ticket } from '@/lib/api/types';
import { formatDrawDate, formatIqd } from '@/lib/format';
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
  span.muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

interface TicketCardProps {
  ticket: Ticket;
  tab: 'upcoming' | 'drawn';
}

/** One ticket in a list, linking to its details. */
export function TicketCard({ ticket, tab }: TicketCardProps) {
  const { t, i18n } = useTranslation('tickets');
  // Isolated left-to-right: "629-00120006" must not be reordered inside Arabic text.
  const number = `\u2066${ticket.ticketnumber || ticket.ticketId}\u2069`;
  const to = `/${tab}_tickets_details?id=${ticket.ticketId}`;
  return (
    <Item>
      <Link to={to} aria-label={t('item.details', { number })}>
        <strong>{t('item.title', { number })}</strong>
        <TicketStatus state={ticket.ticketState} />
        <span className="muted">
          {t('item.drawDate', { date: formatDrawDate(ticket.lastDrawDateTime, i18n.language) })}
        </span>
        {/* Drawn: what the ticket won (its cost is on the details page); upcoming: its cost. */}
        {tab === 'upcoming' ? (
          <span>{t('item.cost', { amount: formatIqd(ticket.ticketCost) })}</span>
        ) : ticket.winAmountProportionate > 0 ? (
          <span>{t('item.won', { amount: formatIqd(ticket.winAmountProportionate) })}</span>
        ) : (
          <span />
        )}
        <span className="muted">{t('item.grids', { count: ticket.tips.length })}</span>
      </Link>
    </Item>
  );
}
