import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DrawWinnings, PrizeRank } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: start;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    margin-block-end: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    text-align: start;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  tr[data-mine='true'] {
    background: ${({ theme }) => theme.colors.successSoft};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/**
 * A rank nobody won that pays nothing per winner: a shared prize (the jackpot) that rolls over,
 * not "0 winners, 0 IQD". A fixed prize nobody won keeps its amount (what a winner would get).
 */
const rolledOver = (rank: PrizeRank) => rank.winners === 0 && rank.prizePerWinner === 0;

interface PrizeTableProps {
  winnings: DrawWinnings;
  /** Ranks the ticket's grids reached, highlighted. */
  myRanks: number[];
}

/** The draw's prize ranks: matches needed, winners and prize per winner, or "rolls over". */
export function PrizeTable({ winnings, myRanks }: PrizeTableProps) {
  const { t } = useTranslation('tickets');
  return (
    <Table>
      <caption>{t('details.totalPrizes', { amount: formatIqd(winnings.totalPrizes) })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('details.rankColumn')}</th>
          <th scope="col">{t('details.matchesColumn')}</th>
          <th scope="col">{t('details.winnersColumn')}</th>
          <th scope="col">{t('details.prizeColumn')}</th>
        </tr>
      </thead>
      <tbody>
        {winnings.ranks.map((rank) => (
          <tr key={rank.rank} data-mine={myRanks.includes(rank.rank)}>
            <th scope="row">{rank.rank}</th>
            <td>{rank.matches}</td>
            {rolledOver(rank) ? (
              <td colSpan={2}>{t('details.rolledOver')}</td>
            ) : (
              <>
                <td>{rank.winners}</td>
                <td>{formatIqd(rank.prizePerWinner)}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
