import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { UserProfile } from '@/lib/api/types';
import { validateEmail, type ValidationResult } from '@/lib/validation';
import { editableOf, isUniqueViolation, saveProfile } from './save-profile';
import { SettingsField } from './settings-field';
import { ErrorText, Muted, Section, SuccessText } from './settings-ui';

/** The email: a change waits for its confirmation link, shown as pending until then. */
export function ContactDetailsForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation(['settings', 'validation']);
  const [email, setEmail] = useState(profile.pendingEmail ?? profile.email ?? '');
  const [error, setError] = useState<ValidationResult>(null);
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed' | 'emailTaken'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEmail(email);
    setError(invalid);
    setStatus('idle');
    if (invalid) return;
    const trimmed = email.trim();
    try {
      await saveProfile({ ...editableOf(profile), email: trimmed === '' ? null : trimmed });
      setStatus('saved');
    } catch (caught) {
      setStatus(isUniqueViolation(caught) ? 'emailTaken' : 'failed');
    }
  };

  return (
    <Section
      as="form"
      noValidate
      aria-labelledby="settings-contact"
      onSubmit={(e: FormEvent) => void submit(e)}
    >
      <h2 id="settings-contact">{t('contact.title')}</h2>
      <SettingsField
        label={t('contact.email')}
        type="email"
        value={email}
        onChange={setEmail}
        autoComplete="email"
        dir="ltr"
        placeholder={profile.email ? undefined : t('contact.noEmail')}
        error={error ? t(error) : undefined}
      />
      <div role="status">
        {profile.pendingEmail ? (
          <SuccessText>{t('contact.pending', { email: profile.pendingEmail })}</SuccessText>
        ) : (
          status === 'saved' && <SuccessText>{t('saved')}</SuccessText>
        )}
      </div>
      <Muted>{t('contact.note')}</Muted>
      {status === 'failed' && <ErrorText role="alert">{t('saveFailed')}</ErrorText>}
      {status === 'emailTaken' && <ErrorText role="alert">{t('contact.emailTaken')}</ErrorText>}
      <Button type="submit">{t('save')}</Button>
    </Section>
  );
}
