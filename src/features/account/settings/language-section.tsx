import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { changeLanguage, LANGUAGE_NAMES, UI_LANGUAGES } from '@/i18n';
import { api } from '@/lib/api';
import type { UiLanguage } from '@/lib/api/types';
import { ErrorText, Field, Section } from './settings-ui';

/** Reloads the page: a seam so tests can see the reload without jsdom navigating. */
export const pageReload = { reload: () => window.location.reload() };

/** The preferred language is stored on the account; the page then reloads in it (section 2). */
export function LanguageSection({ current }: { current: UiLanguage }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const [lang, setLang] = useState<UiLanguage>(current);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    setBusy(true);
    try {
      await api.setLanguage(lang);
      await changeLanguage(lang);
      pageReload.reload();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section
      as="form"
      aria-labelledby="settings-language"
      onSubmit={(e: FormEvent) => void submit(e)}
    >
      <h2 id="settings-language">{t('language.title')}</h2>
      <Field>
        <label htmlFor={id}>{t('language.label')}</label>
        <select
          id={id}
          value={lang}
          onChange={(event) => setLang(event.target.value as UiLanguage)}
        >
          {UI_LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code === 'ku' ? 'ckb' : code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </Field>
      {failed && <ErrorText role="alert">{t('language.failed')}</ErrorText>}
      <Button type="submit" disabled={busy}>
        {t('save')}
      </Button>
    </Section>
  );
}
