import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CheckboxField, Form, FormOutcome, SubmitButton } from '@/components/ui/form';
import { Muted } from '@/components/ui/layout';
import {
  ALERT_CHANNELS,
  ALERT_TOPICS,
  type AlertPreferences,
  type AlertPreferencesChange,
} from '@/lib/api/types';
import { useAlertPreferences, useSetAlertPreferences } from '../api';
import { Section } from './settings-ui';

const Topic = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space(1)};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** Only the topics and channels this app knows: a channel the backend adds later keeps its value. */
const known = (prefs: AlertPreferences): AlertPreferencesChange =>
  Object.fromEntries(
    ALERT_TOPICS.map((topic) => [
      topic,
      Object.fromEntries(ALERT_CHANNELS.map((c) => [c, prefs[topic]?.[c] === true])),
    ]),
  );

/** Alerts per topic and channel (extension, decision 0227); not shown when the backend lacks them. */
export function AlertPreferencesForm() {
  const { data } = useAlertPreferences();
  if (!data) return null;
  return <AlertSwitches saved={data} />;
}

function AlertSwitches({ saved }: { saved: AlertPreferences }) {
  const { t } = useTranslation('alerts');
  const update = useSetAlertPreferences();
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');
  const form = useForm<AlertPreferences>({ defaultValues: known(saved) });

  const onValid = async (preferences: AlertPreferences) => {
    try {
      await update.mutateAsync(known(preferences));
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <Form form={form} onValid={onValid} component={Section} aria-labelledby="settings-alerts">
      <h2 id="settings-alerts">{t('title')}</h2>
      <Muted>{t('intro')}</Muted>
      {ALERT_TOPICS.map((topic) => (
        <Topic key={topic}>
          <legend>{t(`topics.${topic}`)}</legend>
          {ALERT_CHANNELS.map((channel) => (
            <CheckboxField<AlertPreferences>
              key={channel}
              name={`${topic}.${channel}`}
              label={t(`channels.${channel}`)}
            />
          ))}
        </Topic>
      ))}
      <FormOutcome
        success={status === 'saved' && t('saved')}
        error={status === 'failed' && t('saveFailed')}
      />
      <SubmitButton>{t('save')}</SubmitButton>
    </Form>
  );
}
