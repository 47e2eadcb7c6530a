import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NarrowPage } from '@/components/ui/layout';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { QueryState } from '@/components/ui/query-state';
import { formatDisplayDate, formatIqd, formatTime } from '@/lib/format';
import { useNotifications } from '../api/use-notifications';
import { AlertList } from '../components/alert-list';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  p {
    margin: 0;
  }
  time {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The alerts section, styled as the list below it. */
const Alerts = styled(AlertList)`
  margin-block-end: ${({ theme }) => theme.space(4)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  p {
    margin: 0;
  }
  .anti-fraud {
    margin-block-end: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  time {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** /notifications: one sentence per message, worded by its booking type; newest first. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { query, notifications } = useNotifications();
  return (
    <NarrowPage>
      <h1>{t('title')}</h1>
      <Alerts />
      <QueryState
        query={query}
        errorText={t('loadFailed')}
        retryText={t('retry')}
        isEmpty={() => notifications.length === 0}
        emptyText={t('empty')}
      >
        <List>
          {notifications.map((message) => (
            <Item key={message.messageId}>
              <p>
                {t(`text.${message.bookingType}`, {
                  amount: formatIqd(Math.abs(message.amount)),
                })}
              </p>
              <time dateTime={message.created}>
                {formatDisplayDate(message.created)} {formatTime(message.created)}
              </time>
            </Item>
          ))}
        </List>
      </QueryState>
      <LoadMoreButton query={query}>{t('loadMore')}</LoadMoreButton>
    </NarrowPage>
  );
}
