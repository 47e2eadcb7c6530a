import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Form, rule, SubmitButton, TextField } from '@/components/ui/form';
import { PATHS } from '@/lib/navigation';
import { normalizePhoneInput, validatePhone } from '@/lib/validation';
import { useForgotPassword } from '../api/use-auth-mutations';
import { AuthLayout } from '../components/auth-layout';
import { FormColumn, LinkRow, TextLink } from '../components/form-layout';

type Values = { username: string };
const usernameRule = rule<Values>((value) => validatePhone(value));

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const form = useForm<Values>({ mode: 'onTouched', defaultValues: { username: '' } });

  const onValid = async (values: Values) => {
    const username = normalizePhoneInput(values.username);
    // The answer never says whether the number exists: always go on to enter the code.
    await forgot.mutateAsync(username).catch(() => undefined);
    navigate(`${PATHS.changePassword}?${new URLSearchParams({ username }).toString()}`);
  };

  return (
    <AuthLayout title={t('forgot.title')} intro={t('forgot.intro')}>
      <Form
        form={form}
        onValid={onValid}
        component={FormColumn}
        announceErrors={false}
        aria-label={t('forgot.title')}
      >
        <TextField<Values>
          id="forgot-username"
          name="username"
          rules={usernameRule}
          label={t('fields.phone')}
          hint={t('fields.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="username"
        />
        <SubmitButton $block pending={forgot.isPending} pendingLabel={t('forgot.submitting')}>
          {t('forgot.submit')}
        </SubmitButton>
      </Form>
      <LinkRow>
        <TextLink to={PATHS.login}>{t('forgot.backToLogin')}</TextLink>
      </LinkRow>
    </AuthLayout>
  );
}
