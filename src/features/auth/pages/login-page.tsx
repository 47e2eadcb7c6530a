import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PATHS } from '@/lib/navigation';
import { useIsLoggedIn } from '@/lib/session';
import { normalizePhoneInput, useForm } from '@/lib/validation';
import { useLogin } from '../api/use-auth-mutations';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { Form, LinkRow, TextLink } from '../components/form-layout';
import { PasswordField } from '../components/password-field';
import { TextField } from '../components/text-field';
import { loginErrorMessage } from '../utils/login-error';
import { loginValidators, type LoginValues } from '../utils/login-form';
import { afterSignIn, withRedirect } from '../utils/redirect';

const initial: LoginValues = { username: '', password: '' };

export default function LoginPage() {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const loggedIn = useIsLoggedIn();
  const login = useLogin();
  const form = useForm(initial, loginValidators);
  const { values } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.submit() || login.isPending) return;
    login.mutate(
      { username: normalizePhoneInput(values.username), password: values.password },
      { onSuccess: () => navigate(afterSignIn(redirect), { replace: true }) },
    );
  };

  // Someone already signed in has nothing to do here.
  if (loggedIn && login.isIdle) return <Navigate to={afterSignIn(redirect)} replace />;

  const failure = login.isError ? loginErrorMessage(login.error) : null;
  const errorOf = (name: keyof LoginValues) => {
    const key = form.errorOf(name);
    return key ? t(key) : null;
  };

  return (
    <AuthLayout title={t('login.title')} intro={t('login.intro')}>
      <Form noValidate onSubmit={onSubmit} aria-label={t('login.title')}>
        {failure && <FormAlert tone="error">{t(failure)}</FormAlert>}
        <TextField
          id="login-username"
          name="username"
          label={t('fields.phone')}
          hint={t('fields.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="username"
          value={values.username}
          onValueChange={(value) => form.setValue('username', value)}
          onBlur={() => form.touch('username')}
          error={errorOf('username')}
        />
        <PasswordField
          id="login-password"
          name="password"
          label={t('fields.password')}
          autoComplete="current-password"
          value={values.password}
          onValueChange={(value) => form.setValue('password', value)}
          onBlur={() => form.touch('password')}
          error={errorOf('password')}
        />
        <TextLink to={PATHS.forgotPassword}>{t('login.forgot')}</TextLink>
        <Button type="submit" $block disabled={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </Form>
      <LinkRow>
        {t('login.noAccount')}
        <TextLink to={withRedirect(PATHS.register, redirect)}>{t('login.register')}</TextLink>
      </LinkRow>
    </AuthLayout>
  );
}
