import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PATHS } from '@/lib/navigation';
import { normalizePhoneInput, useForm, validatePhone } from '@/lib/validation';
import { useForgotPassword } from '../api/use-auth-mutations';
import { AuthLayout } from '../components/auth-layout';
import { Form, LinkRow, TextLink } from '../components/form-layout';
import { TextField } from '../components/text-field';
import { useFieldBinder } from '../hooks/use-field-binder';

const validators = { username: (value: string) => validatePhone(value) };
const initial = { username: '' };

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const form = useForm(initial, validators);
  const { bind } = useFieldBinder(form, 'forgot');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.submit() || forgot.isPending) return;
    const username = normalizePhoneInput(form.values.username);
    // The answer never says whether the number exists: always go on to enter the code.
    const next = () =>
      navigate(`${PATHS.changePassword}?${new URLSearchParams({ username }).toString()}`);
    forgot.mutate(username, { onSettled: next });
  };

  return (
    <AuthLayout title={t('forgot.title')} intro={t('forgot.intro')}>
      <Form noValidate onSubmit={onSubmit} aria-label={t('forgot.title')}>
        <TextField
          {...bind('username')}
          label={t('fields.phone')}
          hint={t('fields.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="username"
        />
        <Button type="submit" $block disabled={forgot.isPending}>
          {forgot.isPending ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
      </Form>
      <LinkRow>
        <TextLink to={PATHS.login}>{t('forgot.backToLogin')}</TextLink>
      </LinkRow>
    </AuthLayout>
  );
}
