import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDrawDate, formatIqd } from '@/lib/format';
import { ticketNumberText } from '@/lib/lottery/ticket-number';
import { amountOf, type DrawWinSummary } from '@/lib/lottery/win-summary';
import { WinGrids } from './win-grids';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(3)};
  h3,
  h4,
  p {
    margin: 0;
  }
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Total = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** One draw: the total over the player's tickets, then each ticket and its grids, biggest first. */
function DrawWins({ summary, heading }: { summary: DrawWinSummary; heading: boolean }) {
  const { t, i18n } = useTranslation('winnotice');
  const date = formatDrawDate(summary.drawnAt, i18n.language);
  const only = summary.wins[0];
  const label =
    summary.drawId !== null
      ? t('summary.draw', { draw: summary.drawId, date })
      : t('ticketDraws', {
          number: only ? ticketNumberText(only.ticket) : '',
          count: only?.ticket.drawIds.length ?? 0,
          date,
        });
  return (
    <Section aria-label={label} data-testid="win-draw">
      {heading && <h3>{label}</h3>}
      <Total>
        {summary.drawId !== null
          ? t('summary.total', { count: summary.wins.length, amount: formatIqd(summary.total) })
          : t('totalOnly', { amount: formatIqd(summary.total) })}
      </Total>
      {summary.wins.map((win) => {
        const number = ticketNumberText(win.ticket);
        return (
          <div key={win.key}>
            <h4>{t('summary.ticket', { number, amount: formatIqd(amountOf(win)) })}</h4>
            {win.draw && <WinGrids result={win.draw.result} ticket={number} />}
          </div>
        );
      })}
    </Section>
  );
}

/** Every unseen win in one place: one section per draw. */
export function WinSummaryList({ summaries }: { summaries: DrawWinSummary[] }) {
  return summaries.map((summary) => (
    <DrawWins key={summary.key} summary={summary} heading={summaries.length > 1} />
  ));
}
