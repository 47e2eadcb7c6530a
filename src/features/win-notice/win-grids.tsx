import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NumberRow } from '@/components/lottery/number-row';
import { formatIqd } from '@/lib/format';
import { winningGrids, type DrawResult } from '@/lib/lottery/ticket-draws';

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  /* The grids' own items only: the balls' items inside them keep the number row's spacing, or
     their padding pushed the sixth ball to a second line in Kurdish at 390 px (issue 38). */
  > li {
    display: grid;
    justify-items: center;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.kinds.win.soft};
  }
  > li > ul {
    justify-content: center;
  }
`;

/**
 * Each winning grid of one ticket in one draw on its own, the biggest prize first: its matched
 * numbers, rank and prize as the backend gave them (never merged across grids).
 */
export function WinGrids({ result, ticket }: { result: DrawResult; ticket: string }) {
  const { t } = useTranslation('winnotice');
  const grids = [...winningGrids(result)].sort((a, b) => b.result.prize - a.result.prize);
  return (
    <List aria-label={t('gridsLabel', { number: ticket })}>
      {grids.map(({ tipIndex, result: grid }) => {
        const number = tipIndex + 1;
        const matched = grid.matchedNumbers;
        return (
          <li key={tipIndex}>
            <strong>{t('grid', { number })}</strong>
            <span>
              {t('gridResult', {
                matched: t('matched', { count: matched.length }),
                rank: grid.rank,
                amount: formatIqd(grid.prize),
              })}
            </span>
            <NumberRow
              numbers={matched}
              tone="matched"
              size="sm"
              label={t('matchedLabel', { number })}
            />
          </li>
        );
      })}
    </List>
  );
}
