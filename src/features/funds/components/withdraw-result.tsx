import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatIqd } from '@/lib/format';
import { Card, ErrorText, Hint, SuccessText } from './funds-ui';

/** How a withdrawal ended, as the backend answered it. */
export type WithdrawResult =
  | { kind: 'sent'; amount: number; reference: string; pending: boolean }
  | { kind: 'refused'; reference: string | null }
  | { kind: 'unknown' };

/** The outcome with the reference number to quote to support; then a way to start again. */
export function WithdrawResultCard({
  result,
  onDone,
}: {
  result: WithdrawResult;
  onDone: () => void;
}) {
  const { t } = useTranslation('withdraw');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card aria-labelledby="withdraw-result-title">
      <h2 id="withdraw-result-title" tabIndex={-1} ref={heading}>
        {result.kind === 'sent' ? t('result.title') : t('result.failedTitle')}
      </h2>
      {result.kind === 'sent' && (
        <SuccessText role="status">
          {result.pending
            ? t('result.pending', { amount: formatIqd(result.amount) })
            : t('result.sent', { amount: formatIqd(result.amount) })}
        </SuccessText>
      )}
      {result.kind === 'refused' && <ErrorText role="alert">{t('result.refused')}</ErrorText>}
      {result.kind === 'unknown' && <ErrorText role="alert">{t('result.unknown')}</ErrorText>}
      {result.kind !== 'unknown' && result.reference && (
        <p>
          {t('result.reference')}{' '}
          <strong data-testid="withdraw-reference">
            <bdi>{result.reference}</bdi>
          </strong>
        </p>
      )}
      <Hint>{t('result.history')}</Hint>
      <Button type="button" $variant="secondary" onClick={onDone}>
        {t('result.again')}
      </Button>
    </Card>
  );
}
