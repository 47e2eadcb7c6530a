import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Form, SubmitButton, useFollowField } from '@/components/ui/form';
import { currentLanguage, DEFAULT_LANGUAGE, UI_LANGUAGES } from '@/i18n';
import type { UiLanguage } from '@/lib/api/types';
import { PATHS } from '@/lib/navigation';
import { useRegister } from '../api/use-auth-mutations';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { FormColumn, LinkRow, TextLink } from '../components/form-layout';
import { RegisterFields } from '../components/register-fields';
import { clearRegisterDraft, loadRegisterDraft, saveRegisterDraft } from '../utils/register-draft';
import { registerFailure } from '../utils/register-error';
import {
  emptyRegisterValues,
  toRegistrationRequest,
  type RegisterValues,
} from '../utils/register-form';
import { withRedirect } from '../utils/redirect';

const Legal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
`;

type Problem = 'fixErrors' | 'numberExists' | 'failed' | 'serverError' | null;

const uiLanguage = (): UiLanguage => {
  const lang = currentLanguage();
  return (UI_LANGUAGES as readonly string[]).includes(lang)
    ? (lang as UiLanguage)
    : DEFAULT_LANGUAGE;
};

export default function RegisterPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const register = useRegister();
  const [problem, setProblem] = useState<Problem>(null);
  // Live validation (section 5): a field's message appears once it was left, then follows
  // every keystroke; on submit every message shows and focus goes to the first invalid field.
  const form = useForm<RegisterValues>({
    mode: 'onTouched',
    defaultValues: loadRegisterDraft(emptyRegisterValues(uiLanguage())),
  });
  useFollowField(form, 'password', 'passwordConfirmation');

  // The draft (never the passwords) survives a language switch or a reload of this tab.
  const draft = useWatch({ control: form.control });
  useEffect(() => saveRegisterDraft(draft as RegisterValues), [draft]);

  const onValid = async (values: RegisterValues) => {
    setProblem(null);
    try {
      await register.mutateAsync(toRegistrationRequest(values));
      clearRegisterDraft();
      navigate(withRedirect(PATHS.verifyAccount, redirect), { replace: true });
    } catch (error) {
      const failure = registerFailure(error);
      if (failure.kind !== 'fields') return setProblem(failure.kind);
      for (const [name, message] of Object.entries(failure.fields)) {
        form.setError(name as keyof RegisterValues, { type: 'server', message });
      }
      setProblem('fixErrors');
    }
  };

  return (
    <AuthLayout title={t('register.title')} intro={t('register.intro')} wide>
      <Form
        form={form}
        onValid={onValid}
        onInvalid={() => setProblem('fixErrors')}
        component={FormColumn}
        announceErrors={false}
        aria-label={t('register.title')}
      >
        <RegisterFields />
        {problem === 'fixErrors' && <FormAlert tone="error">{t('form.fixErrors')}</FormAlert>}
        {problem === 'failed' && (
          <FormAlert tone="error">{t('errors:registrationFailed')}</FormAlert>
        )}
        {problem === 'serverError' && <FormAlert tone="error">{t('errors:serverError')}</FormAlert>}
        {problem === 'numberExists' && (
          <FormAlert tone="error">
            {t('errors:numberExists')}{' '}
            <TextLink to={withRedirect(PATHS.login, redirect)}>{t('register.login')}</TextLink>
            {' · '}
            <TextLink to={PATHS.forgotPassword}>{t('register.resetPassword')}</TextLink>
          </FormAlert>
        )}
        <Legal>
          <Trans
            t={t}
            i18nKey="register.legal"
            components={{
              terms: <TextLink to={PATHS.terms} />,
              privacy: <TextLink to={PATHS.privacy} />,
            }}
          />
        </Legal>
        <SubmitButton $block pending={register.isPending} pendingLabel={t('register.submitting')}>
          {t('register.submit')}
        </SubmitButton>
      </Form>
      <LinkRow>
        {t('register.haveAccount')}
        <TextLink to={withRedirect(PATHS.login, redirect)}>{t('register.login')}</TextLink>
      </LinkRow>
    </AuthLayout>
  );
}
