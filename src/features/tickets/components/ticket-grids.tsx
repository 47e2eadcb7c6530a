import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { GridActionSlot } from '@/components/slots/grid-action';
import { NumberRow } from '@/components/lottery/number-row';
import type { DrawWinnings } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';
import type { DrawResult, GridOutcome } from '@/lib/lottery/ticket-draws';

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
  tips: number[][];
  /** One draw's results: each grid's matched numbers highlighted, its rank and prize. */
  result?: DrawResult;
  winnings?: DrawWinnings;
  /** Offers "save as favourite" under each grid. */
  saveable?: boolean;
}

/** One grid's line in a drawn draw: the backend's matches, rank, that rank's winners, its prize. */
function GridLine({ grid, winnings }: { grid: GridOutcome; winnings?: DrawWinnings }) {
  const { t } = useTranslation('tickets');
  const result = grid.result;
  if (!result) return <span className="muted">{t('details.gridUnknown')}</span>;
  const rank = winnings?.ranks.find((r) => r.rank === result.rank);
  return (
    <span className="muted">
      {t('details.matches', { count: result.matchedNumbers.length })} ·{' '}
      {result.rank ? t('details.rank', { rank: result.rank }) : t('details.noRank')}
      {rank ? ` · ${t('details.winners', { rank: rank.rank, count: rank.winners })}` : ''}
      {result.prize > 0
        ? ` · ${t('details.individualPrize', { amount: formatIqd(result.prize) })}`
        : ''}
    </span>
  );
}

/**
 * The ticket's grids; in a drawn draw, each with the numbers the backend says it matched
 * highlighted, its rank, the winners of that rank and its prize.
 */
export function TicketGrids({ tips, result, winnings, saveable = false }: TicketGridsProps) {
  const { t } = useTranslation('tickets');
  const grids: GridOutcome[] =
    result?.grids ?? tips.map((numbers, tipIndex) => ({ tipIndex, numbers, result: null }));
  return (
    <List>
      {grids.map((grid) => {
        const label = t('details.grid', { number: grid.tipIndex + 1 });
        return (
          <li key={grid.tipIndex}>
            <strong>{label}</strong>
            <NumberRow
              numbers={grid.numbers}
              size="sm"
              label={label}
              highlight={grid.result?.matchedNumbers ?? []}
              highlightLabel={t('details.matched')}
            />
            {saveable ? <GridActionSlot numbers={grid.numbers} /> : null}
            {result ? <GridLine grid={grid} winnings={winnings} /> : null}
          </li>
        );
      })}
    </List>
  );
}
