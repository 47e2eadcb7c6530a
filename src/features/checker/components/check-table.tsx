import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NumberRow } from '@/components/lottery/number-row';
import { formatDrawDate, formatIqd } from '@/lib/format';
import type { DrawCheck } from '@/lib/lottery/check-numbers';

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space(2)};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  tr[data-won='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  /* Phones: each draw is a small card; every cell says what it holds. */
  @media (max-width: 599px) {
    thead {
      display: none;
    }
    tr {
      display: grid;
      gap: ${({ theme }) => theme.space(1)};
      padding-block: ${({ theme }) => theme.space(2)};
      border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    }
    th,
    td {
      border: 0;
      padding-block: 0;
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

/** One row per draw: its numbers with the matched ones highlighted, matches, rank and prize. */
export function CheckTable({ checks, lang }: { checks: DrawCheck[]; lang: string }) {
  const { t } = useTranslation('checker');
  return (
    <Scroll>
      <Table>
        <caption className="visually-hidden">{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.draw')}</th>
            <th scope="col">{t('table.numbers')}</th>
            <th scope="col">{t('table.matches')}</th>
            <th scope="col">{t('table.rank')}</th>
            <th scope="col">{t('table.prize')}</th>
          </tr>
        </thead>
        <tbody>
          {checks.map(({ result, matched, rank, prizePerWinner }) => (
            <tr key={result.drawId} data-won={rank !== null}>
              <th scope="row">
                {t('table.drawLabel', { number: result.drawNumber })}
                <br />
                <small>{formatDrawDate(result.drawDate, lang)}</small>
              </th>
              <td>
                <NumberRow
                  numbers={result.winningNumbers}
                  size="sm"
                  label={t('table.winningOf', { number: result.drawNumber })}
                  highlight={matched}
                  highlightLabel={t('table.matched')}
                />
              </td>
              <td data-label={t('table.matches')}>{matched.length}</td>
              <td data-label={t('table.rank')}>
                {rank ? t('table.rankValue', { rank }) : t('table.noRank')}
              </td>
              <td data-label={t('table.prize')}>
                {prizePerWinner !== null
                  ? t('table.amount', { amount: formatIqd(prizePerWinner) })
                  : rank
                    ? t('table.noWinner')
                    : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
