import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Form, PasswordField, SubmitButton, TextField } from '@/components/ui/form';
import { PATHS } from '@/lib/navigation';
import { useIsLoggedIn } from '@/entities/session';
import { normalizePhoneInput } from '@/lib/validation';
import { useLogin } from '../api/use-auth-mutations';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { FormColumn, LinkRow, TextLink } from '../components/form-layout';
import { coolingOffEnd, loginErrorMessage } from '../utils/login-error';
import { formatDisplayDate, formatTime } from '@/lib/format';
import { loginRules, type LoginValues } from '../utils/login-form';
import { afterSignIn, withRedirect } from '../utils/redirect';

export default function LoginPage() {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const loggedIn = useIsLoggedIn();
  const login = useLogin();
  const form = useForm<LoginValues>({
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });

  const onValid = async (values: LoginValues) => {
    try {
      await login.mutateAsync({
        username: normalizePhoneInput(values.username),
        password: values.password,
      });
      navigate(afterSignIn(redirect), { replace: true });
    } catch {
      // The refusal is shown from the mutation's state.
    }
  };

  // Someone already signed in has nothing to do here.
  if (loggedIn && login.isIdle) return <Navigate to={afterSignIn(redirect)} replace />;

  const failure = login.isError ? loginErrorMessage(login.error) : null;
  const until = coolingOffEnd(login.error);
  const at = until
    ? t('login.coolingOffAt', { date: formatDisplayDate(until), time: formatTime(until) })
    : '…';
  return (
    <AuthLayout title={t('login.title')} intro={t('login.intro')}>
      <Form
        form={form}
        onValid={onValid}
        component={FormColumn}
        announceErrors={false}
        aria-label={t('login.title')}
      >
        {failure && <FormAlert tone="error">{t(failure, { until: at })}</FormAlert>}
        <TextField<LoginValues>
          id="login-username"
          name="username"
          rules={loginRules.username}
          label={t('fields.phone')}
          hint={t('fields.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="username"
        />
        <PasswordField<LoginValues>
          id="login-password"
          name="password"
          rules={loginRules.password}
          label={t('fields.password')}
          autoComplete="current-password"
        />
        <TextLink to={PATHS.forgotPassword}>{t('login.forgot')}</TextLink>
        <SubmitButton $block pending={login.isPending} pendingLabel={t('login.submitting')}>
          {t('login.submit')}
        </SubmitButton>
      </Form>
      <LinkRow>
        {t('login.noAccount')}
        <TextLink to={withRedirect(PATHS.register, redirect)}>{t('login.register')}</TextLink>
      </LinkRow>
    </AuthLayout>
  );
}
