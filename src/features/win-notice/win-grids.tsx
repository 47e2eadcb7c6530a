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
  li {
    display: grid;
    justify-items: center;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.kinds.win.soft};
  }
  li > ul {
    justify-content: center;
  }
`;

const Total = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/**
 * Each winning grid of one draw on its own: its matched numbers, rank and prize as the backend
 * gave them (never merged across grids), then the draw's total.
 */
export function WinGrids({ result }: { result: DrawResult }) {
  const { t } = useTranslation('winnotice');
  return (
    <>
      <List aria-label={t('gridsLabel')}>
        {winningGrids(result).map(({ tipIndex, result: grid }) => {
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
      {result.winAmount !== null ? (
        <Total>{t('prize', { amount: formatIqd(result.winAmount) })}</Total>
      ) : null}
    </>
  );
}
