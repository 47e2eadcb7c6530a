import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Facts } from '@/components/ui/facts';
import type { WithdrawRequest } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';
import { Card } from './funds-ui';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

interface WithdrawReviewProps {
  request: WithdrawRequest;
  busy: boolean;
  onConfirm: () => void;
  onEdit: () => void;
}

/** What will be sent, exactly as the backend will receive it, before anything leaves. */
export function WithdrawReview({ request, busy, onConfirm, onEdit }: WithdrawReviewProps) {
  const { t } = useTranslation(['withdraw', 'funds']);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form was replaced: keyboard and screen-reader users continue at the review's title.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card aria-labelledby="withdraw-review-title">
      <h2 id="withdraw-review-title" tabIndex={-1} ref={heading}>
        {t('review.title')}
      </h2>
      <Facts $strong>
        <dt>{t('review.amount')}</dt>
        <dd>{t('funds:iqd', { amount: formatIqd(request.amount) })}</dd>
        <dt>{t('review.method')}</dt>
        <dd>{t(`funds:methods.${request.method}`)}</dd>
        <dt>{t('review.walletNumber')}</dt>
        <dd>
          <bdi>{request.walletNumber}</bdi>
        </dd>
        <dt>{t('review.fullName')}</dt>
        <dd>{request.fullName}</dd>
      </Facts>
      <Actions>
        <Button type="button" onClick={onConfirm} disabled={busy}>
          {busy ? t('review.sending') : t('review.confirm')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onEdit} disabled={busy}>
          {t('review.edit')}
        </Button>
      </Actions>
    </Card>
  );
}
