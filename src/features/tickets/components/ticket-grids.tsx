import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LazySaveFavourite } from '@/components/favourites/lazy';
import { NumberRow } from '@/components/lottery/number-row';
import { OptionalSlot } from '@/components/ui/optional-slot';
import type { DrawWinnings, Ticket } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

interface TicketGridsProps {
  ticket: Ticket;
  winnings: DrawWinnings | undefined;
}

/** Each grid with the winning numbers it matched highlighted, its rank, winners and prize. */
export function TicketGrids({ ticket, winnings }: TicketGridsProps) {
  const { t } = useTranslation('tickets');
  const winning = ticket.winningNumbers ?? [];
  return (
    <List>
      {ticket.tips.map((tip, index) => {
        const result = ticket.tipResults.find((r) => r.tipIndex === index);
        const matched = tip.filter((n) => winning.includes(n));
        const rank = winnings?.ranks.find((r) => r.rank === result?.rank);
        return (
          <li key={index}>
            <strong>{t('details.grid', { number: index + 1 })}</strong>
            <NumberRow
              numbers={tip}
              size="sm"
              label={t('details.grid', { number: index + 1 })}
              highlight={winning}
              highlightLabel={t('details.matched')}
            />
            <OptionalSlot>
              <LazySaveFavourite numbers={tip} />
            </OptionalSlot>
            {ticket.winningNumbers ? (
              <span className="muted">
                {t('details.matches', { count: matched.length })} ·{' '}
                {result?.rank ? t('details.rank', { rank: result.rank }) : t('details.noRank')}
                {rank ? ` · ${t('details.winners', { rank: rank.rank, count: rank.winners })}` : ''}
                {result && result.prize > 0
                  ? ` · ${t('details.individualPrize', { amount: formatIqd(result.prize) })}`
                  : ''}
              </span>
            ) : null}
          </li>
        );
      })}
    </List>
  );
}
