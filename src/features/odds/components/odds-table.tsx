import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatCount, formatIqd } from '@/lib/format';
import type { OddsRow } from '../odds-rows';

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
  caption {
    text-align: start;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    padding-block-end: ${({ theme }) => theme.space(2)};
  }
`;

/** Left to right inside right-to-left text (LRI … PDI), as the cart does for receipt numbers. */
export const ltr = (value: string) => `\u2066${value}\u2069`;

/** "475,020", "13.41": whole numbers once the ratio is large; isolated left to right. */
export const oneInText = (oneIn: number) => ltr(formatCount(oneIn, oneIn >= 100 ? 0 : 2));

interface OddsTableProps {
  rows: OddsRow[];
  picked: number;
  /** The jackpot estimate the backend gives (game info); null while pending or unknown. */
  jackpot: number | null;
}

/** Each rank: the numbers to match, the chance per grid, and the prize as the backend gives it. */
export function OddsTable({ rows, picked, jackpot }: OddsTableProps) {
  const { t } = useTranslation('odds');
  const prize = (row: OddsRow) => {
    if (row.matches === picked)
      return jackpot === null
        ? t('jackpotShared')
        : t('jackpotSharedAmount', { amount: ltr(formatIqd(jackpot)) });
    return row.prizePerWinner === null
      ? t('notPublished')
      : t('perGrid', { amount: ltr(formatIqd(row.prizePerWinner)) });
  };
  return (
    <Table>
      <caption>{t('tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('rank')}</th>
          <th scope="col">{t('matches')}</th>
          <th scope="col">{t('chance')}</th>
          <th scope="col">{t('prize')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.rank} data-testid={`odds-rank-${row.rank}`}>
            <td>{t('rankN', { rank: row.rank })}</td>
            <td>{t('matchesOf', { matches: row.matches, picked })}</td>
            <td>{t('oneIn', { value: oneInText(row.oneIn) })}</td>
            <td>{prize(row)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
