import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '@/entities/responsible-play/ui';
import { Button } from '@/components/ui/button';
import { Form, SubmitButton, TextField } from '@/components/ui/form';
import { ErrorText, Muted, SuccessText } from '@/components/ui/layout';
import type { LimitKind, LimitPeriod, PlayLimit } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';
import { parseIqdAmount } from '@/lib/validation';
import { useSetLimit } from '../api/use-responsible-play-mutations';
import { Row } from './section';

type Outcome = { kind: 'saved' } | { kind: 'pending'; at: string } | { kind: 'failed' };
type Values = { amount: string };
const amountRule = {
  validate: (value: string) => {
    const amount = parseIqdAmount(value);
    return (amount !== null && amount >= 1) || 'responsible:limits.invalid';
  },
};

/** One period's limit: a free amount, what stands now, a pending change, save and remove. */
export function LimitRow(props: { kind: LimitKind; period: LimitPeriod; limit: PlayLimit | null }) {
  const { kind, period, limit } = props;
  const { t } = useTranslation('responsible');
  const dateTime = useDateTime();
  const statusId = useId();
  const form = useForm<Values>({ defaultValues: { amount: '' } });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const mutation = useSetLimit();

  const save = async (amount: number | null) => {
    setOutcome(null);
    try {
      const state = await mutation.mutateAsync({ kind, period, amount });
      const now = state.limits.find((l) => l.kind === kind && l.period === period);
      form.reset();
      setOutcome(now?.pending ? { kind: 'pending', at: now.pending.appliesAt } : { kind: 'saved' });
    } catch {
      setOutcome({ kind: 'failed' });
    }
  };

  const periodName = t(`periods.${period}`);
  return (
    <Form
      form={form}
      onValid={({ amount }) => save(parseIqdAmount(amount))}
      onInvalid={() => setOutcome(null)}
      aria-describedby={statusId}
    >
      <Row>
        <TextField<Values>
          name="amount"
          rules={amountRule}
          label={t('limits.label', { period: periodName })}
          inputMode="numeric"
          autoComplete="off"
        />
        <SubmitButton pending={mutation.isPending}>{t('limits.save')}</SubmitButton>
        {limit && !(limit.pending && limit.pending.amount === null) && (
          <Button
            type="button"
            $variant="secondary"
            disabled={mutation.isPending}
            onClick={() => void save(null)}
          >
            {t('limits.remove')}
          </Button>
        )}
      </Row>
      <div id={statusId}>
        <Muted>
          {limit
            ? t('limits.current', {
                amount: formatIqd(limit.amount),
                left: formatIqd(limit.remaining),
                resets: dateTime(limit.resetsAt),
              })
            : t('limits.none')}
        </Muted>
        {limit?.pending && (
          <Muted>
            {limit.pending.amount === null
              ? t('limits.pendingRemoval', { at: dateTime(limit.pending.appliesAt) })
              : t('limits.pending', {
                  amount: formatIqd(limit.pending.amount),
                  at: dateTime(limit.pending.appliesAt),
                })}
          </Muted>
        )}
        {outcome?.kind === 'saved' && <SuccessText role="status">{t('limits.saved')}</SuccessText>}
        {outcome?.kind === 'pending' && (
          <SuccessText role="status">
            {t('limits.savedPending', { at: dateTime(outcome.at) })}
          </SuccessText>
        )}
        {outcome?.kind === 'failed' && <ErrorText role="alert">{t('limits.failed')}</ErrorText>}
      </div>
    </Form>
  );
}
