import { useState } from 'react';
import { formatPhone } from '@/lib/format';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { LtrFigure } from '@/components/ui/ltr-figure';
import { Form, rule, SubmitButton, TextField } from '@/components/ui/form';
import { PATHS, safeRedirect } from '@/lib/navigation';
import { isVerified, useProfile, logout } from '@/entities/session';
import { normalizeDigitString, validateVerificationCode } from '@/lib/validation';
import { useConfirmMobile, useResendCode } from '../api/use-auth-mutations';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { FormColumn } from '../components/form-layout';
import { useCountdown } from '../hooks/use-countdown';
import { returnPaths } from '../utils/redirect';
import { retryAfterSeconds, verifyErrorMessage } from '../utils/verify-error';

/** The SMS was sent when the account was created: wait before offering another (behaviour 66). */
export const INITIAL_RESEND_SECONDS = 60;

type Values = { code: string };
const codeRule = rule<Values>((value) => validateVerificationCode(value));
/** Only digits: a code typed on an Arabic keyboard arrives in Western digits. */
const codeDigits = (value: string) => normalizeDigitString(value).replace(/\D/g, '');

export default function VerifyAccountPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const profile = useProfile();
  const confirm = useConfirmMobile();
  const resend = useResendCode();
  const countdown = useCountdown(INITIAL_RESEND_SECONDS);
  const [resent, setResent] = useState(false);
  const form = useForm<Values>({ mode: 'onTouched', defaultValues: { code: '' } });

  if (isVerified(profile) && confirm.isIdle) {
    return <Navigate to={safeRedirect(redirect, returnPaths())} replace />;
  }

  const onValid = async ({ code }: Values) => {
    try {
      await confirm.mutateAsync(normalizeDigitString(code));
      navigate(safeRedirect(redirect, returnPaths()), { replace: true });
    } catch {
      // The refusal is shown from the mutation's state.
    }
  };

  const onResend = () => {
    setResent(false);
    resend.mutate(undefined, {
      onSuccess: ({ cooldownSeconds }) => {
        setResent(true);
        countdown.restart(cooldownSeconds);
      },
      onError: (error) => {
        const wait = retryAfterSeconds(error);
        if (wait) countdown.restart(wait);
      },
    });
  };

  const onLogout = async () => {
    await logout();
    navigate(PATHS.login, { replace: true });
  };

  const phone = profile?.phoneNumber && formatPhone(profile.phoneNumber);
  return (
    <AuthLayout
      title={t('verify.title')}
      intro={
        phone ? (
          // The number keeps its left-to-right order inside an Arabic or Kurdish sentence.
          <Trans
            t={t}
            i18nKey="verify.intro"
            values={{ phone }}
            components={{ phone: <LtrFigure /> }}
          />
        ) : (
          t('verify.introNoPhone')
        )
      }
    >
      <Form
        form={form}
        onValid={onValid}
        component={FormColumn}
        announceErrors={false}
        aria-label={t('verify.title')}
      >
        {confirm.isError && (
          <FormAlert tone="error">{t(verifyErrorMessage(confirm.error))}</FormAlert>
        )}
        <TextField<Values>
          id="verify-code"
          name="code"
          rules={codeRule}
          normalize={codeDigits}
          label={t('fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
        />
        <SubmitButton $block pending={confirm.isPending} pendingLabel={t('verify.submitting')}>
          {t('verify.submit')}
        </SubmitButton>
      </Form>
      <Resend>
        <span>{t('verify.noCode')}</span>
        <Button
          type="button"
          $variant="text"
          onClick={onResend}
          disabled={countdown.seconds > 0 || resend.isPending}
        >
          {t('verify.resend')}
        </Button>
        {countdown.seconds > 0 && (
          <Muted>{t('verify.resendIn', { seconds: countdown.seconds })}</Muted>
        )}
      </Resend>
      {resend.isError && <FormAlert tone="error">{t('errors:resendFailed')}</FormAlert>}
      {resent && <FormAlert tone="info">{t('verify.resent')}</FormAlert>}
      <Button type="button" $variant="text" onClick={() => void onLogout()}>
        {t('verify.otherAccount')}
      </Button>
    </AuthLayout>
  );
}

const Resend = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  column-gap: ${({ theme }) => theme.space(2)};
  text-align: center;
`;

const Muted = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
