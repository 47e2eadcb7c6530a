import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { StackCard } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { ErrorText } from '@/components/ui/layout';
import type { Subscription, SubscriptionChange } from '@/lib/api/types';
import { PATHS } from '@/lib/navigation';
import { useChangeSubscription } from '../api/use-subscription-changes';
import { GridsPreview } from './grids-preview';
import { SubscriptionFacts } from './subscription-facts';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** One subscription: its grids and terms, and pause, resume, edit, cancel and its renewals. */
export function SubscriptionCard({ sub, number }: { sub: Subscription; number: number }) {
  const { t } = useTranslation('subscriptions');
  const change = useChangeSubscription();
  const [confirming, setConfirming] = useState(false);
  const act = (what: SubscriptionChange | 'CANCEL') =>
    change.mutate({ id: sub.subscriptionId, change: what });
  const live = sub.status === 'ACTIVE' || sub.status === 'PAUSED';
  const title = t('list.item', { number });
  return (
    <StackCard as="li" aria-label={title}>
      <Header>
        <h2>{title}</h2>
        <strong>{t(`list.status.${sub.status}`)}</strong>
      </Header>
      <GridsPreview tips={sub.tips} />
      <SubscriptionFacts sub={sub} />
      <div role="alert">
        {change.isError ? <ErrorText>{t('list.actionFailed')}</ErrorText> : null}
      </div>
      <Actions>
        {sub.status === 'ACTIVE' ? (
          <Button
            type="button"
            $variant="secondary"
            disabled={change.isPending}
            onClick={() => act({ status: 'PAUSED' })}
          >
            {t('list.pause')}
          </Button>
        ) : null}
        {sub.status === 'PAUSED' && sub.pausedBy === 'PLAYER' ? (
          <Button
            type="button"
            $variant="secondary"
            disabled={change.isPending}
            onClick={() => act({ status: 'ACTIVE' })}
          >
            {t('list.resume')}
          </Button>
        ) : null}
        {live ? (
          <Button
            as={Link}
            to={`${PATHS.subscribe}?edit=${sub.subscriptionId}`}
            $variant="secondary"
          >
            {t('list.edit')}
          </Button>
        ) : null}
        <Button
          as={Link}
          to={`${PATHS.subscriptionRenewals}?id=${sub.subscriptionId}`}
          $variant="link"
        >
          {t('list.renewals')}
        </Button>
        {live ? (
          <Button
            type="button"
            $variant="text"
            disabled={change.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('list.cancel')}
          </Button>
        ) : null}
      </Actions>
      {confirming ? (
        <Dialog
          kind="warning"
          title={t('list.confirmCancel.title')}
          text={t('list.confirmCancel.text')}
          primaryLabel={t('list.confirmCancel.no')}
          secondaryLabel={t('list.confirmCancel.yes')}
          onClose={() => setConfirming(false)}
          onSecondary={() => (setConfirming(false), act('CANCEL'))}
        />
      ) : null}
    </StackCard>
  );
}
