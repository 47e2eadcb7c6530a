import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { QueryState } from '@/components/ui/query-state';
import { formatDisplayDate, formatIqd } from '@/lib/format';
import { useBookings } from '../api/use-bookings';
import { signedIqd } from '../utils/sign';
import { Card } from './funds-ui';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(3)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-block-end: 0;
  }
`;

const Amount = styled.span<{ $credit: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $credit }) => ($credit ? theme.colors.success : theme.colors.text)};
  direction: ltr;
  unicode-bidi: isolate;
`;

/** A payout that is not settled: pending (already debited) or failed (nothing moved). */
const State = styled.span<{ $failed: boolean }>`
  margin-inline-start: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.text)};
  border: 1px solid currentColor;
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The transaction history, a page at a time, newest first (as the backend orders it). */
export function BookingHistory() {
  const { t } = useTranslation(['funds', 'withdraw']);
  const query = useBookings();
  const bookings = query.data?.pages.flat() ?? [];

  return (
    <Card aria-labelledby="history-title">
      <h2 id="history-title">{t('history.title')}</h2>
      <QueryState
        query={query}
        errorText={t('history.loadFailed')}
        retryText={t('history.retry')}
        isEmpty={(data) => data.pages.flat().length === 0}
        emptyText={t('history.empty')}
      >
        <List>
          {bookings.map((booking) => (
            <Item key={booking.bookingId}>
              <span>
                {t(`bookingType.${booking.bookingType}`)}
                {booking.state && booking.state !== 'SUCCESSFUL' && (
                  <State $failed={booking.state === 'FAILED'}>
                    {t(`withdraw:state.${booking.state}`)}
                  </State>
                )}
              </span>
              <Amount $credit={booking.amount > 0}>{signedIqd(booking.amount)}</Amount>
              <Muted>{formatDisplayDate(booking.bookingDate)}</Muted>
              <Muted>{t('history.saldo', { amount: formatIqd(booking.saldo) })}</Muted>
            </Item>
          ))}
        </List>
      </QueryState>
      <LoadMoreButton query={query}>{t('history.loadMore')}</LoadMoreButton>
    </Card>
  );
}
