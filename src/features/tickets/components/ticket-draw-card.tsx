import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NumberRow } from '@/components/lottery/number-row';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { useDrawWinnings } from '@/entities/results';
import { formatIqd } from '@/lib/format';
import { winningGrids, type DrawResult, type TicketDrawView } from '@/lib/lottery/ticket-draws';
import { useDrawTitle } from './draw-title';
import { PrizeTable } from './prize-table';
import { TicketGrids } from './ticket-grids';

const Won = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.success};
`;

interface TicketDrawCardProps {
  tips: number[][];
  draw: TicketDrawView & { result: DrawResult };
  saveable: boolean;
}

/**
 * One drawn draw of a ticket: its winning numbers, the grids with what each matched, the
 * ticket's prize in it, and that draw's prize table (asked for this draw, which is drawn).
 */
export function TicketDrawCard({ tips, draw, saveable }: TicketDrawCardProps) {
  const { t } = useTranslation('tickets');
  const title = useDrawTitle();
  const winnings = useDrawWinnings(draw.drawId);
  const { result } = draw;
  const id = `draw-${draw.drawId}`;
  return (
    <Card aria-labelledby={`${id}-title`} $gap={3} data-draw={draw.drawId}>
      <h2 id={`${id}-title`}>{title(draw)}</h2>
      <h3>{t('details.winningNumbers')}</h3>
      <NumberRow
        numbers={result.winningNumbers}
        tone="winning"
        label={t('details.winningNumbers')}
      />
      <h3>{t('details.grids')}</h3>
      <TicketGrids tips={tips} result={result} winnings={winnings.data} saveable={saveable} />
      {result.winAmount !== null && result.winAmount > 0 ? (
        <Won>{t('details.drawWon', { amount: formatIqd(result.winAmount) })}</Won>
      ) : result.winAmount === 0 ? (
        <p>{t('details.drawNotWon')}</p>
      ) : null}
      <h3>{t('details.prizes')}</h3>
      <QueryState query={winnings} errorText={t('details.winningsError')}>
        {(data) => (
          <>
            <p>{t('details.totalWinners', { count: data.totalWinners })}</p>
            <PrizeTable
              winnings={data}
              myRanks={winningGrids(result).map((grid) => grid.result.rank)}
            />
          </>
        )}
      </QueryState>
    </Card>
  );
}
