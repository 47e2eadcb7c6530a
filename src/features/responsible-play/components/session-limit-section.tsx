import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText, Muted, SuccessText } from '@/components/ui/layout';
import { useDateTime } from '@/entities/responsible-play/ui';
import { useSessionLimit } from '@/entities/responsible-play';
import { useSetSessionLimit } from '../api/use-play-session-mutations';
import { Choices, Section } from './section';

/** A length as the player reads it: whole hours in hours, otherwise minutes. */
function useLengthLabel() {
  const { t } = useTranslation('responsible');
  return (minutes: number) =>
    minutes % 60 === 0
      ? t('sessionCap.hours', { count: minutes / 60 })
      : t('sessionCap.minutes', { count: minutes });
}

/**
 * The play session length (decision 0282): none or one of the backend's lengths, for the next
 * logins; the operator's cap, the cooling-off and this session's end as the backend says them.
 * Hidden when the backend does not offer it (404).
 */
export function SessionLimitSection() {
  const { t } = useTranslation('responsible');
  const label = useLengthLabel();
  const dateTime = useDateTime();
  const { data: limit } = useSessionLimit();
  const mutation = useSetSessionLimit();
  // The choice shows at once and gives way to the backend's value (see reality-check-section).
  const [choosing, setChoosing] = useState<number | null | undefined>(undefined);
  if (!limit) return null;
  const current = choosing === undefined ? limit.minutes : choosing;
  const choose = (minutes: number | null) => {
    setChoosing(minutes);
    mutation.mutate(minutes, { onSettled: () => setChoosing(undefined) });
  };
  return (
    <Section id="session-limit" aria-labelledby="session-limit-title">
      <h2 id="session-limit-title">{t('sessionCap.title')}</h2>
      <p>{t('sessionCap.intro')}</p>
      <Choices>
        <legend>{t('sessionCap.legend')}</legend>
        {[null, ...limit.choices].map((minutes) => (
          <label key={minutes ?? 'none'}>
            <input
              type="radio"
              name="session-limit"
              value={minutes ?? ''}
              checked={current === minutes}
              disabled={mutation.isPending}
              onChange={() => choose(minutes)}
            />
            {minutes === null ? t('sessionCap.none') : label(minutes)}
          </label>
        ))}
      </Choices>
      <Muted>
        {t('sessionCap.nextSession')}{' '}
        {t('sessionCap.coolingOff', { count: limit.coolingOffMinutes })}
      </Muted>
      {limit.operatorMinutes !== null && (
        <Muted>{t('sessionCap.operator', { count: limit.operatorMinutes })}</Muted>
      )}
      {limit.session.endsAt && (
        <Muted>{t('sessionCap.thisSession', { end: dateTime(limit.session.endsAt) })}</Muted>
      )}
      {mutation.isSuccess && <SuccessText role="status">{t('sessionCap.saved')}</SuccessText>}
      {mutation.isError && <ErrorText role="alert">{t('sessionCap.failed')}</ErrorText>}
    </Section>
  );
}
