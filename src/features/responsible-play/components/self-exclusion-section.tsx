import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CheckboxField, Form, rule, SubmitButton, TextField } from '@/components/ui/form';
import { ErrorText } from '@/components/ui/layout';
import { isApiError } from '@/lib/api/errors';
import { PATHS } from '@/lib/navigation';
import { clearSession } from '@/entities/session';
import { useSelfBlock } from '../api/use-self-block';
import { Section } from './section';

type Values = { password: string; understood: boolean };
const rules = {
  password: rule<Values>((value) =>
    value === '' ? 'responsible:selfExclusion.needPassword' : null,
  ),
  understood: {
    validate: (value: string | boolean) =>
      value === true || 'responsible:selfExclusion.needConfirm',
  },
};

/**
 * The spec's self-block: explained, confirmed with the password (encrypted by the adapter like
 * the other password calls) and a checkbox. The backend ends every session, so the app only
 * clears its own and goes to login.
 */
export function SelfExclusionSection() {
  const { t } = useTranslation('responsible');
  const navigate = useNavigate();
  const selfBlock = useSelfBlock();
  const [failed, setFailed] = useState(false);
  const form = useForm<Values>({ defaultValues: { password: '', understood: false } });

  const onValid = async ({ password }: Values) => {
    setFailed(false);
    try {
      await selfBlock.mutateAsync(password);
    } catch (error) {
      if (!isApiError(error) || error.status !== 401) return setFailed(true);
      const message = 'responsible:selfExclusion.wrongPassword';
      return form.setError('password', { type: 'server', message }, { shouldFocus: true });
    }
    // Navigate first: cleared first, the page's auth guard would add ?redirect= back to here.
    navigate(PATHS.login, { replace: true });
    clearSession();
  };

  return (
    <Form
      form={form}
      onValid={onValid}
      component={Section}
      id="self-exclusion"
      aria-labelledby="self-exclusion-title"
    >
      <h2 id="self-exclusion-title">{t('selfExclusion.title')}</h2>
      <p>{t('selfExclusion.intro')}</p>
      <TextField<Values>
        name="password"
        rules={rules.password}
        label={t('selfExclusion.password')}
        type="password"
        autoComplete="current-password"
      />
      <CheckboxField<Values>
        name="understood"
        rules={rules.understood}
        label={t('selfExclusion.understand')}
      />
      {failed && <ErrorText role="alert">{t('selfExclusion.failed')}</ErrorText>}
      <SubmitButton pending={selfBlock.isPending} pendingLabel={t('selfExclusion.busy')}>
        {t('selfExclusion.submit')}
      </SubmitButton>
    </Form>
  );
}
