import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, FormOutcome, rule, SubmitButton, TextField } from '@/components/ui/form';
import type { UserProfile } from '@/lib/api/types';
import { validateEmail } from '@/lib/validation';
import { editableOf, isUniqueViolation, useUpdateProfile } from '../api';
import { Muted, saveError, Section } from './settings-ui';

type Values = { email: string };
const emailRule = rule<Values>((value) => validateEmail(value));

/** The email: a change waits for its confirmation link, shown as pending until then. */
export function ContactDetailsForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation(['settings', 'validation']);
  const update = useUpdateProfile();
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed' | 'emailTaken'>('idle');
  const form = useForm<Values>({
    defaultValues: { email: profile.pendingEmail ?? profile.email ?? '' },
  });

  const onValid = async ({ email }: Values) => {
    setStatus('idle');
    const trimmed = email.trim();
    try {
      await update.mutateAsync({ ...editableOf(profile), email: trimmed === '' ? null : trimmed });
      setStatus('saved');
    } catch (caught) {
      setStatus(isUniqueViolation(caught) ? 'emailTaken' : 'failed');
    }
  };

  return (
    <Form
      form={form}
      onValid={onValid}
      onInvalid={() => setStatus('idle')}
      component={Section}
      aria-labelledby="settings-contact"
    >
      <h2 id="settings-contact">{t('contact.title')}</h2>
      <TextField<Values>
        name="email"
        rules={emailRule}
        label={t('contact.email')}
        type="email"
        autoComplete="email"
        dir="ltr"
        placeholder={profile.email ? undefined : t('contact.noEmail')}
      />
      <Muted>{t('contact.note')}</Muted>
      <FormOutcome
        success={
          profile.pendingEmail
            ? t('contact.pending', { email: profile.pendingEmail })
            : status === 'saved' && t('saved')
        }
        error={saveError(status, t)}
      />
      <SubmitButton>{t('save')}</SubmitButton>
    </Form>
  );
}
