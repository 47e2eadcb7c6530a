import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api/errors';
import {
  validatePassword,
  validatePasswordConfirmation,
  type ValidationResult,
} from '@/lib/validation';
import { SettingsField } from './settings-field';
import { ErrorText, Section, SuccessText } from './settings-ui';

interface Errors {
  current: ValidationResult;
  next: ValidationResult;
  confirm: ValidationResult;
}

/** Change password: the current one, and a new one that meets the password rules. */
export function ChangePasswordForm() {
  const { t } = useTranslation(['settings', 'validation']);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>();
  const [status, setStatus] = useState<'idle' | 'changed' | 'wrong' | 'failed'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      current: current === '' ? 'validation:required' : null,
      next: validatePassword(next),
      confirm: validatePasswordConfirmation(next, confirm),
    };
    setErrors(found);
    setStatus('idle');
    if (found.current || found.next || found.confirm) return;
    try {
      await api.changePassword(current, next);
      setStatus('changed');
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (error) {
      setStatus(isApiError(error) && error.status === 401 ? 'wrong' : 'failed');
    }
  };

  const message = (key: ValidationResult | undefined) => (key ? t(key) : undefined);
  return (
    <Section
      as="form"
      noValidate
      aria-labelledby="settings-password"
      onSubmit={(e: FormEvent) => void submit(e)}
    >
      <h2 id="settings-password">{t('password.title')}</h2>
      <SettingsField
        label={t('password.current')}
        type="password"
        value={current}
        onChange={setCurrent}
        autoComplete="current-password"
        error={message(errors?.current)}
      />
      <SettingsField
        label={t('password.new')}
        type="password"
        value={next}
        onChange={setNext}
        autoComplete="new-password"
        error={message(errors?.next)}
      />
      <SettingsField
        label={t('password.confirm')}
        type="password"
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
        error={message(errors?.confirm)}
      />
      <div role="status">
        {status === 'changed' && <SuccessText>{t('password.changed')}</SuccessText>}
      </div>
      {status === 'wrong' && <ErrorText role="alert">{t('password.wrongCurrent')}</ErrorText>}
      {status === 'failed' && <ErrorText role="alert">{t('saveFailed')}</ErrorText>}
      <Button type="submit">{t('password.submit')}</Button>
    </Section>
  );
}
