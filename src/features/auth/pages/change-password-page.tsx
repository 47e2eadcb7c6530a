import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Form, PasswordField, SubmitButton, TextField, useFollowField } from '@/components/ui/form';
import { showDialog } from '@/lib/alerts';
import { isApiError } from '@/lib/api/errors';
import { ApiErrorCode } from '@/lib/api/types';
import { PATHS } from '@/lib/navigation';
import { normalizeDigitString, normalizePhoneInput } from '@/lib/validation';
import { useResetPassword } from '../api/use-auth-mutations';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { FormColumn, LinkRow, TextLink } from '../components/form-layout';
import { PasswordRules } from '../components/password-rules';
import {
  changePasswordRules as rules,
  type ChangePasswordValues,
} from '../utils/change-password-form';

type V = ChangePasswordValues;
/** Only digits: a code typed on an Arabic keyboard arrives in Western digits. */
const codeDigits = (value: string) => normalizeDigitString(value).replace(/\D/g, '');

export default function ChangePasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requestId = params.get('passwordRequestIdentifier');
  const givenUsername = params.get('username') ?? '';
  const reset = useResetPassword();
  // The refusal's text: "Please try again", or the lock after five wrong codes.
  const [failed, setFailed] = useState<
    'errors:resetPasswordFailed' | 'errors:tooManyAttempts' | null
  >(null);
  const form = useForm<V>({
    mode: 'onTouched',
    defaultValues: {
      username: givenUsername,
      securityCode: '',
      password: '',
      passwordConfirmation: '',
    },
  });
  useFollowField(form, 'password', 'passwordConfirmation');
  const password = useWatch({ control: form.control, name: 'password' });

  const onValid = async (values: V) => {
    setFailed(null);
    // A request identifier (from a reset link) replaces the number.
    const who = requestId
      ? { passwordRequestIdentifier: requestId }
      : { username: normalizePhoneInput(values.username) };
    try {
      await reset.mutateAsync({
        ...who,
        securityCode: normalizeDigitString(values.securityCode),
        password: values.password,
        passwordConfirmation: values.passwordConfirmation,
      });
    } catch (error) {
      const locked = isApiError(error) && error.code === ApiErrorCode.TooManyAttempts;
      return setFailed(locked ? 'errors:tooManyAttempts' : 'errors:resetPasswordFailed');
    }
    navigate(PATHS.login, { replace: true });
    // The dialog shows over the login page the player needs next.
    showDialog({
      kind: 'success',
      title: { key: 'auth:change.successTitle' },
      text: { key: 'auth:change.successText' },
      buttons: [{ label: { key: 'auth:change.login' }, action: 'close' }],
    });
  };

  return (
    <AuthLayout title={t('change.title')} intro={t('change.intro')}>
      {givenUsername && !requestId && <FormAlert tone="info">{t('change.sent')}</FormAlert>}
      <Form
        form={form}
        onValid={onValid}
        component={FormColumn}
        announceErrors={false}
        aria-label={t('change.title')}
      >
        {failed && <FormAlert tone="error">{t(failed)}</FormAlert>}
        {!requestId && (
          <TextField<V>
            id="change-username"
            name="username"
            rules={rules.username}
            label={t('fields.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="username"
          />
        )}
        <TextField<V>
          id="change-securityCode"
          name="securityCode"
          rules={rules.securityCode}
          normalize={codeDigits}
          label={t('fields.securityCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
        />
        <PasswordField<V>
          id="change-password"
          name="password"
          rules={rules.password}
          label={t('fields.newPassword')}
          autoComplete="new-password"
        />
        <PasswordRules id="change-password-rules" password={password} />
        <PasswordField<V>
          id="change-passwordConfirmation"
          name="passwordConfirmation"
          rules={rules.passwordConfirmation}
          label={t('fields.newPasswordConfirmation')}
          autoComplete="new-password"
        />
        <SubmitButton $block pending={reset.isPending} pendingLabel={t('change.submitting')}>
          {t('change.submit')}
        </SubmitButton>
      </Form>
      <LinkRow>
        <TextLink to={PATHS.forgotPassword}>{t('change.requestCode')}</TextLink>
      </LinkRow>
    </AuthLayout>
  );
}
