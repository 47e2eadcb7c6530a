import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  Form,
  FormOutcome,
  rule,
  SubmitButton,
  TextField,
  useFollowField,
} from '@/components/ui/form';
import { isApiError } from '@/lib/api/errors';
import { V, validatePassword, validatePasswordConfirmation } from '@/lib/validation';
import { useChangePassword } from '../api';
import { Section } from './settings-ui';

type Values = { current: string; next: string; confirm: string };
const empty: Values = { current: '', next: '', confirm: '' };
const rules = {
  // Not trimmed: a password may be made of spaces.
  current: rule<Values>((value) => (value === '' ? V.required : null)),
  next: rule<Values>((value) => validatePassword(value)),
  confirm: rule<Values>((value, values) => validatePasswordConfirmation(values.next, value)),
};

/** Change password: the current one, and a new one that meets the password rules. */
export function ChangePasswordForm() {
  const { t } = useTranslation(['settings', 'validation']);
  const change = useChangePassword();
  const [status, setStatus] = useState<'idle' | 'changed' | 'wrong' | 'failed'>('idle');
  const form = useForm<Values>({ defaultValues: empty });
  useFollowField(form, 'next', 'confirm');

  const onValid = async ({ current, next }: Values) => {
    setStatus('idle');
    try {
      await change.mutateAsync({ current, next });
      setStatus('changed');
      form.reset(empty);
    } catch (error) {
      setStatus(isApiError(error) && error.status === 401 ? 'wrong' : 'failed');
    }
  };

  return (
    <Form
      form={form}
      onValid={onValid}
      onInvalid={() => setStatus('idle')}
      component={Section}
      aria-labelledby="settings-password"
    >
      <h2 id="settings-password">{t('password.title')}</h2>
      <TextField<Values>
        name="current"
        rules={rules.current}
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
      />
      <TextField<Values>
        name="next"
        rules={rules.next}
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
      />
      <TextField<Values>
        name="confirm"
        rules={rules.confirm}
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
      />
      <FormOutcome
        success={status === 'changed' && t('password.changed')}
        error={
          (status === 'wrong' && t('password.wrongCurrent')) ||
          (status === 'failed' && t('saveFailed'))
        }
      />
      <SubmitButton>{t('password.submit')}</SubmitButton>
    </Form>
  );
}
