import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { showDialog } from '@/lib/alerts';
import { PATHS } from '@/lib/navigation';
import { normalizeDigitString, normalizePhoneInput, useForm } from '@/lib/validation';
import { useResetPassword } from '../api/use-auth-mutations';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { Form, LinkRow, TextLink } from '../components/form-layout';
import { PasswordField } from '../components/password-field';
import { PasswordRules } from '../components/password-rules';
import { TextField } from '../components/text-field';
import { useFieldBinder } from '../hooks/use-field-binder';
import {
  changePasswordValidators,
  withoutUsername,
  type ChangePasswordValues,
} from '../utils/change-password-form';

export default function ChangePasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requestId = params.get('passwordRequestIdentifier');
  const givenUsername = params.get('username') ?? '';
  const reset = useResetPassword();
  const [failed, setFailed] = useState(false);
  const form = useForm<ChangePasswordValues>(
    () => ({ username: givenUsername, securityCode: '', password: '', passwordConfirmation: '' }),
    requestId ? withoutUsername : changePasswordValidators,
  );
  const { bind } = useFieldBinder(form, 'change');
  const { values } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.submit() || reset.isPending) return;
    setFailed(false);
    const who = requestId
      ? { passwordRequestIdentifier: requestId }
      : { username: normalizePhoneInput(values.username) };
    reset.mutate(
      {
        ...who,
        securityCode: normalizeDigitString(values.securityCode),
        password: values.password,
        passwordConfirmation: values.passwordConfirmation,
      },
      {
        onSuccess: () => {
          navigate(PATHS.login, { replace: true });
          // The dialog shows over the login page the player needs next.
          showDialog({
            kind: 'success',
            title: { key: 'auth:change.successTitle' },
            text: { key: 'auth:change.successText' },
            buttons: [{ label: { key: 'auth:change.login' }, action: 'close' }],
          });
        },
        onError: () => setFailed(true),
      },
    );
  };

  const code = bind('securityCode');
  return (
    <AuthLayout title={t('change.title')} intro={t('change.intro')}>
      {givenUsername && !requestId && <FormAlert tone="info">{t('change.sent')}</FormAlert>}
      <Form noValidate onSubmit={onSubmit} aria-label={t('change.title')}>
        {failed && <FormAlert tone="error">{t('errors:resetPasswordFailed')}</FormAlert>}
        {!requestId && (
          <TextField
            {...bind('username')}
            label={t('fields.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="username"
          />
        )}
        <TextField
          {...code}
          onValueChange={(value) =>
            code.onValueChange(normalizeDigitString(value).replace(/\D/g, ''))
          }
          label={t('fields.securityCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
        />
        <PasswordField
          {...bind('password')}
          label={t('fields.newPassword')}
          autoComplete="new-password"
        />
        <PasswordRules id="change-password-rules" password={values.password} />
        <PasswordField
          {...bind('passwordConfirmation')}
          label={t('fields.newPasswordConfirmation')}
          autoComplete="new-password"
        />
        <Button type="submit" $block disabled={reset.isPending}>
          {reset.isPending ? t('change.submitting') : t('change.submit')}
        </Button>
      </Form>
      <LinkRow>
        <TextLink to={PATHS.forgotPassword}>{t('change.requestCode')}</TextLink>
      </LinkRow>
    </AuthLayout>
  );
}
