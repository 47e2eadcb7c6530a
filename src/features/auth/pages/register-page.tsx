import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { currentLanguage, DEFAULT_LANGUAGE, UI_LANGUAGES } from '@/i18n';
import type { UiLanguage } from '@/lib/api/types';
import { PATHS } from '@/lib/navigation';
import { useForm } from '@/lib/validation';
import { useRegister } from '../api/use-auth-mutations';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { Form, LinkRow, TextLink } from '../components/form-layout';
import { REGISTER_PREFIX, RegisterFields } from '../components/register-fields';
import { focusFirstInvalid } from '../hooks/use-field-binder';
import { clearRegisterDraft, loadRegisterDraft, saveRegisterDraft } from '../utils/register-draft';
import { registerFailure, type RegisterFieldMessage } from '../utils/register-error';
import {
  emptyRegisterValues,
  registerValidators,
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
  const form = useForm<RegisterValues, RegisterFieldMessage>(
    () => loadRegisterDraft(emptyRegisterValues(uiLanguage())),
    registerValidators,
  );
  const { values } = form;

  // The draft (never the passwords) survives a language switch or a reload of this tab.
  useEffect(() => saveRegisterDraft(values), [values]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    if (!form.submit()) {
      setProblem('fixErrors');
      focusFirstInvalid(form, REGISTER_PREFIX);
      return;
    }
    setProblem(null);
    register.mutate(toRegistrationRequest(values), {
      onSuccess: () => {
        clearRegisterDraft();
        navigate(withRedirect(PATHS.verifyAccount, redirect), { replace: true });
      },
      onError: (error) => {
        const failure = registerFailure(error);
        if (failure.kind === 'fields') {
          form.setServerErrors(failure.fields);
          setProblem('fixErrors');
        } else setProblem(failure.kind);
      },
    });
  };

  return (
    <AuthLayout title={t('register.title')} intro={t('register.intro')} wide>
      <Form noValidate onSubmit={onSubmit} aria-label={t('register.title')}>
        <RegisterFields form={form} />
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
        <Button type="submit" $block disabled={register.isPending}>
          {register.isPending ? t('register.submitting') : t('register.submit')}
        </Button>
      </Form>
      <LinkRow>
        {t('register.haveAccount')}
        <TextLink to={withRedirect(PATHS.login, redirect)}>{t('register.login')}</TextLink>
      </LinkRow>
    </AuthLayout>
  );
}
