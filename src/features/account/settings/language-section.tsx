import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, SelectField, SubmitButton } from '@/components/ui/form';
import { changeLanguage, LANGUAGE_NAMES, UI_LANGUAGES } from '@/i18n';
import type { UiLanguage } from '@/lib/api/types';
import { useSetLanguage } from '../api';
import { ErrorText, Section } from './settings-ui';

/** Reloads the page: a seam so tests can see the reload without jsdom navigating. */
export const pageReload = { reload: () => window.location.reload() };

type Values = { lang: UiLanguage };
const OPTIONS = UI_LANGUAGES.map((code) => ({
  value: code,
  label: LANGUAGE_NAMES[code],
  lang: code === 'ku' ? 'ckb' : code,
}));

/** The preferred language is stored on the account; the page then reloads in it (section 2). */
export function LanguageSection({ current }: { current: UiLanguage }) {
  const { t } = useTranslation('settings');
  const setLanguage = useSetLanguage();
  const [failed, setFailed] = useState(false);
  const form = useForm<Values>({ defaultValues: { lang: current } });

  const onValid = async ({ lang }: Values) => {
    setFailed(false);
    try {
      await setLanguage.mutateAsync(lang);
      await changeLanguage(lang);
      pageReload.reload();
    } catch {
      setFailed(true);
    }
  };

  return (
    <Form form={form} onValid={onValid} component={Section} aria-labelledby="settings-language">
      <h2 id="settings-language">{t('language.title')}</h2>
      <SelectField<Values> name="lang" label={t('language.label')} options={OPTIONS} />
      {failed && <ErrorText role="alert">{t('language.failed')}</ErrorText>}
      <SubmitButton>{t('save')}</SubmitButton>
    </Form>
  );
}
