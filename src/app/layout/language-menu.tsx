import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  changeLanguage,
  currentLanguage,
  LANGUAGE_NAMES,
  UI_LANGUAGES,
  type AppLanguage,
} from '@/i18n';

const Select = styled.select`
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * The language dropdown (English, العربية, کوردی). Switching re-renders in place: no reload,
 * no remount, so forms and drafts keep their state.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const id = useId();
  const lang = currentLanguage();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('appBar.language')}
      </label>
      <Select
        id={id}
        value={lang === 'zh' ? 'en' : lang}
        onChange={(e) => void changeLanguage(e.target.value as AppLanguage)}
      >
        {UI_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code === 'ku' ? 'ckb' : code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </Select>
    </>
  );
}
