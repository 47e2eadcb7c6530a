import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import type { CommunicationPreferences, UserProfile } from '@/lib/api/types';
import { updateCachedProfile } from '../api';
import { ErrorText, Section, SuccessText } from './settings-ui';

const CHANNELS = ['email', 'sms', 'push', 'newsletter'] as const;

const Checks = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-block-size: 44px;
  }
  input {
    inline-size: 20px;
    block-size: 20px;
  }
`;

/** Which channels the player wants news on. */
export function CommunicationForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('settings');
  const [prefs, setPrefs] = useState<CommunicationPreferences>({
    ...profile.communicationPreferences,
  });
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');
  const queryClient = useQueryClient();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saved = await api.updateCommunicationPreferences(prefs);
      updateCachedProfile(queryClient, { communicationPreferences: saved });
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <Section
      as="form"
      aria-labelledby="settings-communication"
      onSubmit={(e: FormEvent) => void submit(e)}
    >
      <h2 id="settings-communication">{t('communication.title')}</h2>
      <Checks aria-labelledby="settings-communication">
        {CHANNELS.map((channel) => (
          <label key={channel}>
            <input
              type="checkbox"
              checked={prefs[channel]}
              onChange={(event) => setPrefs({ ...prefs, [channel]: event.target.checked })}
            />
            {t(`communication.${channel}`)}
          </label>
        ))}
      </Checks>
      <div role="status">{status === 'saved' && <SuccessText>{t('saved')}</SuccessText>}</div>
      {status === 'failed' && <ErrorText role="alert">{t('saveFailed')}</ErrorText>}
      <Button type="submit">{t('save')}</Button>
    </Section>
  );
}
