import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '@/components/responsible-play';
import { Button } from '@/components/ui/button';
import { ErrorText, FormField, Muted, SuccessText } from '@/components/ui/layout';
import type { LimitKind, LimitPeriod, PlayLimit } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';
import { parseIqdAmount } from '@/lib/validation';
import { useSetLimit } from '../api/use-responsible-play-mutations';
import { Row } from './section';

type Outcome = { kind: 'saved' } | { kind: 'pending'; at: string } | { kind: 'error'; key: string };

/** One period's limit: a free amount, what stands now, a pending change, save and remove. */
export function LimitRow(props: { kind: LimitKind; period: LimitPeriod; limit: PlayLimit | null }) {
  const { kind, period, limit } = props;
  const { t } = useTranslation('responsible');
  const dateTime = useDateTime();
  const inputId = useId();
  const statusId = useId();
  const [value, setValue] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const mutation = useSetLimit();

  const save = (amount: number | null) => {
    setOutcome(null);
    mutation.mutate(
      { kind, period, amount },
      {
        onSuccess: (state) => {
          const now = state.limits.find((l) => l.kind === kind && l.period === period);
          setValue('');
          setOutcome(
            now?.pending ? { kind: 'pending', at: now.pending.appliesAt } : { kind: 'saved' },
          );
        },
        onError: () => setOutcome({ kind: 'error', key: 'limits.failed' }),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseIqdAmount(value);
    if (amount === null || amount < 1) setOutcome({ kind: 'error', key: 'limits.invalid' });
    else save(amount);
  };

  const periodName = t(`periods.${period}`);
  return (
    <form noValidate onSubmit={submit} aria-describedby={statusId}>
      <Row>
        <FormField>
          <label htmlFor={inputId}>{t('limits.label', { period: periodName })}</label>
          <input
            id={inputId}
            inputMode="numeric"
            autoComplete="off"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={outcome?.kind === 'error' && outcome.key === 'limits.invalid'}
          />
        </FormField>
        <Button type="submit" disabled={mutation.isPending}>
          {t('limits.save')}
        </Button>
        {limit && !(limit.pending && limit.pending.amount === null) && (
          <Button
            type="button"
            $variant="secondary"
            disabled={mutation.isPending}
            onClick={() => save(null)}
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
        {outcome?.kind === 'error' && (
          <ErrorText role="alert">{t(outcome.key as 'limits.invalid' | 'limits.failed')}</ErrorText>
        )}
      </div>
    </form>
  );
}
