import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CheckboxField, Form, FormOutcome, SubmitButton } from '@/components/ui/form';
import type { CommunicationPreferences, UserProfile } from '@/lib/api/types';
import { useUpdateCommunication } from '../api';
import { Section } from './settings-ui';

const CHANNELS = ['email', 'sms', 'push', 'newsletter'] as const;

const Checks = styled.fieldset`
  display: grid;
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;

/** Which channels the player wants news on. */
export function CommunicationForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('settings');
  const update = useUpdateCommunication();
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');
  const form = useForm<CommunicationPreferences>({
    defaultValues: { ...profile.communicationPreferences },
  });

  const onValid = async (preferences: CommunicationPreferences) => {
    try {
      await update.mutateAsync(preferences);
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <Form
      form={form}
      onValid={onValid}
      component={Section}
      aria-labelledby="settings-communication"
    >
      <h2 id="settings-communication">{t('communication.title')}</h2>
      <Checks aria-labelledby="settings-communication">
        {CHANNELS.map((channel) => (
          <CheckboxField<CommunicationPreferences>
            key={channel}
            name={channel}
            label={t(`communication.${channel}`)}
          />
        ))}
      </Checks>
      <FormOutcome
        success={status === 'saved' && t('saved')}
        error={status === 'failed' && t('saveFailed')}
      />
      <SubmitButton>{t('save')}</SubmitButton>
    </Form>
  );
}
