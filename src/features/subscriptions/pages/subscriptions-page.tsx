import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Muted, NarrowPage } from '@/components/ui/layout';
import { QueryState } from '@/components/ui/query-state';
import { PATHS } from '@/lib/navigation';
import { useSubscriptions } from '@/entities/subscriptions';
import { SubscriptionCard } from '../components/subscription-card';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** /my_subscriptions: every subscription, newest last, as the backend states it. */
export default function SubscriptionsPage() {
  const { t } = useTranslation('subscriptions');
  const query = useSubscriptions();
  const list = query.data ?? [];
  return (
    <NarrowPage>
      <h1>{t('list.title')}</h1>
      <Muted>{t('list.intro')}</Muted>
      <QueryState
        query={query}
        errorText={t('list.loadFailed')}
        retryText={t('list.retry')}
        isEmpty={() => list.length === 0}
        emptyText={t('list.empty')}
      >
        <List>
          {list.map((sub, index) => (
            <SubscriptionCard key={sub.subscriptionId} sub={sub} number={index + 1} />
          ))}
        </List>
      </QueryState>
      <Button as={Link} to={PATHS.play6of29} $variant="link">
        {t('list.create')}
      </Button>
    </NarrowPage>
  );
}
