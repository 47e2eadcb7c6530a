import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Section = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  text-align: center;
`;

/** A page heading with the translated "coming soon" text, for sections not built yet. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Section>
      <h1>{title}</h1>
      <p>{t('comingSoon.text')}</p>
    </Section>
  );
}
