import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { QueryState } from '@/components/ui/query-state';
import { useBookings } from '../api/use-bookings';
import { BookingItem } from './booking-item';
import { Card } from './funds-ui';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;

/** The transaction history, a page at a time, newest first (as the backend orders it). */
export function BookingHistory() {
  const { t } = useTranslation('funds');
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
            <BookingItem key={booking.bookingId} booking={booking} />
          ))}
        </List>
      </QueryState>
      <LoadMoreButton query={query}>{t('history.loadMore')}</LoadMoreButton>
    </Card>
  );
}
