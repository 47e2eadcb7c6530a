import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '@/entities/responsible-play/ui';
import { Button } from '@/components/ui/button';
import { ErrorText, SuccessText } from '@/components/ui/layout';
import { isApiError } from '@/lib/api/errors';
import type { ResponsiblePlayState, TimeOutLength } from '@/lib/api/types';
import { useTakeTimeOut } from '../api/use-responsible-play-mutations';
import { Choices, Row, Section } from './section';

const LENGTHS: readonly TimeOutLength[] = ['DAY', 'WEEK', 'MONTH', 'SIX_WEEKS'];

/** A break of 24 hours to 6 weeks, confirmed first; it can be lengthened, never shortened. */
export function TimeOutSection({ state }: { state: ResponsiblePlayState }) {
  const { t } = useTranslation('responsible');
  const dateTime = useDateTime();
  const [length, setLength] = useState<TimeOutLength>('DAY');
  const [confirming, setConfirming] = useState(false);
  const mutation = useTakeTimeOut();
  const error = mutation.error;
  const until = isApiError(error) ? error.body?.details?.until : undefined;

  return (
    <Section id="time-out" aria-labelledby="time-out-title">
      <h2 id="time-out-title">{t('timeOut.title')}</h2>
      <p>{t('timeOut.intro')}</p>
      {state.timeOutUntil && (
        <SuccessText role="status">
          {t('timeOut.active', { until: dateTime(state.timeOutUntil) })}
        </SuccessText>
      )}
      <Choices>
        <legend>{t('timeOut.legend')}</legend>
        {LENGTHS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="time-out-length"
              value={value}
              checked={length === value}
              onChange={() => {
                setLength(value);
                setConfirming(false);
              }}
            />
            {t(`timeOut.lengths.${value}`)}
          </label>
        ))}
      </Choices>
      {confirming ? (
        <div role="group" aria-labelledby="time-out-confirm">
          <p id="time-out-confirm">
            <strong>{t('timeOut.confirm', { length: t(`timeOut.lengths.${length}`) })}</strong>
          </p>
          <Row>
            <Button
              type="button"
              disabled={mutation.isPending}
              onClick={() => mutation.mutate(length, { onSettled: () => setConfirming(false) })}
            >
              {t('timeOut.confirmYes')}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => setConfirming(false)}>
              {t('timeOut.cancel')}
            </Button>
          </Row>
        </div>
      ) : (
        <Row>
          <Button type="button" onClick={() => setConfirming(true)}>
            {t('timeOut.take')}
          </Button>
        </Row>
      )}
      {error && (
        <ErrorText role="alert">
          {isApiError(error) && error.code === 'TIME_OUT_CANNOT_SHORTEN'
            ? t('timeOut.cannotShorten', {
                until: dateTime(typeof until === 'string' ? until : null),
              })
            : t('timeOut.failed')}
        </ErrorText>
      )}
    </Section>
  );
}
