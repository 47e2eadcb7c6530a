import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StackCard } from '@/components/ui/card';
import { Muted } from '@/components/ui/layout';
import { QueryState } from '@/components/ui/query-state';
import { formatIqd } from '@/lib/format';
import { YourContribution } from '@/entities/charity/ui';
import { summariseActivity, useAllBookings, useResponsiblePlay, type ActivityTotals } from '..';

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    text-align: start;
    margin-block-end: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th,
  td {
    padding-block: ${({ theme }) => theme.space(1)};
    padding-inline: ${({ theme }) => theme.space(1)};
    text-align: start;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  td {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** It sits above the history card inside the tab panel, which has no gap of its own. */
const Box = styled(StackCard)`
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

/** The net line, what is pending and what is counted, close together under the table. */
const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  p {
    margin: 0;
  }
`;

const COLUMNS: readonly (keyof ActivityTotals)[] = ['deposits', 'withdrawals', 'spent', 'won'];
const PERIODS = ['week', 'month', 'year'] as const;

/**
 * Deposits, withdrawals, spend and winnings this week / month / 12 months, from the bookings: only
 * money that moved (failed bookings are left out, pending ones shown apart, decision 0178).
 */
export function ActivitySummary() {
  const { t } = useTranslation('responsible');
  const bookings = useAllBookings();
  // "Now" is the backend's when it offers the extension (the fake's clock may be moved),
  // otherwise when the bookings were fetched.
  const { data: state } = useResponsiblePlay();
  if (bookings.data === undefined)
    return (
      <QueryState
        query={bookings}
        loading={<Muted role="status">{t('activity.loading')}</Muted>}
        errorText={t('activity.failed')}
      />
    );
  const now = state ? Date.parse(state.serverTime) : bookings.dataUpdatedAt;
  const summary = summariseActivity(bookings.data, now);
  return (
    <Box aria-labelledby="activity-title">
      <h2 id="activity-title">{t('activity.title')}</h2>
      <Table>
        <caption>{t('activity.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('activity.period')}</th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`activity.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PERIODS.map((period) => (
            <tr key={period}>
              <th scope="row">{t(`activity.${period}`)}</th>
              {COLUMNS.map((column) => (
                <td key={column}>{formatIqd(summary[period][column])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      <Lines>
        <p>{t('activity.net', { amount: formatIqd(summary.netDeposits) })}</p>
        {summary.pending.deposits > 0 ? (
          <p>{t('activity.pendingDeposits', { amount: formatIqd(summary.pending.deposits) })}</p>
        ) : null}
        {summary.pending.withdrawals > 0 ? (
          <p>
            {t('activity.pendingWithdrawals', { amount: formatIqd(summary.pending.withdrawals) })}
          </p>
        ) : null}
        <Muted>{t('activity.settledOnly')}</Muted>
        <YourContribution />
      </Lines>
    </Box>
  );
}
