import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { changeLanguage, htmlLangOf, LANGUAGE_NAMES, UI_LANGUAGES } from '@/i18n';

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
`;

const Choice = styled.button`
  font: inherit;
  min-height: 44px;
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    background: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** The language entry of the More page: each language named in itself. */
export function LanguageChoice({ labelledBy }: { labelledBy: string }) {
  const { i18n } = useTranslation();
  return (
    <Choices role="group" aria-labelledby={labelledBy}>
      {UI_LANGUAGES.map((lang) => (
        <Choice
          key={lang}
          type="button"
          lang={htmlLangOf(lang)}
          aria-pressed={i18n.language === lang}
          onClick={() => void changeLanguage(lang)}
        >
          {LANGUAGE_NAMES[lang]}
        </Choice>
      ))}
    </Choices>
  );
}
