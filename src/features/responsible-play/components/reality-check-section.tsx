import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText, SuccessText } from '@/components/ui/layout';
import type { RealityCheckMinutes, ResponsiblePlayState } from '@/lib/api/types';
import { useSetRealityCheck } from '../api/use-responsible-play-mutations';
import { Choices, Section } from './section';

const CHOICES: readonly RealityCheckMinutes[] = [0, 15, 30, 60];

/** The reality-check interval: off, 15, 30 or 60 minutes (saved on the backend at once). */
export function RealityCheckSection({ state }: { state: ResponsiblePlayState }) {
  const { t } = useTranslation('responsible');
  const mutation = useSetRealityCheck();
  // The choice shows at once (a controlled radio would otherwise spring back until the mutation's
  // state arrives) and gives way to the backend's value when that changes, or when the save is
  // refused. Not when the mutation settles: the query's new state reaches this component a tick
  // later (React Query batches its notifications), and the old value would flash in between.
  const [choosing, setChoosing] = useState<RealityCheckMinutes | null>(null);
  const [shown, setShown] = useState(state.realityCheckMinutes);
  if (shown !== state.realityCheckMinutes) {
    setShown(state.realityCheckMinutes);
    setChoosing(null);
  }
  const current = choosing ?? state.realityCheckMinutes;
  return (
    <Section id="reality-check" aria-labelledby="reality-check-title">
      <h2 id="reality-check-title">{t('realityCheck.title')}</h2>
      <p>{t('realityCheck.intro')}</p>
      <Choices>
        <legend>{t('realityCheck.legend')}</legend>
        {CHOICES.map((minutes) => (
          <label key={minutes}>
            <input
              type="radio"
              name="reality-check"
              value={minutes}
              checked={current === minutes}
              disabled={mutation.isPending}
              onChange={() => {
                setChoosing(minutes);
                mutation.mutate(minutes, { onError: () => setChoosing(null) });
              }}
            />
            {minutes === 0 ? t('realityCheck.off') : t('realityCheck.minutes', { count: minutes })}
          </label>
        ))}
      </Choices>
      {mutation.isSuccess && <SuccessText role="status">{t('realityCheck.saved')}</SuccessText>}
      {mutation.isError && <ErrorText role="alert">{t('realityCheck.failed')}</ErrorText>}
    </Section>
  );
}
