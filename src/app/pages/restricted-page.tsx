import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SUPPORT_EMAIL } from '../support';

const Section = styled.section`
  max-inline-size: 640px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  text-align: center;
`;

/** The region-restricted page (section 8's message with the support address). */
export default function RestrictedPage() {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <Section>
      <h1>{t('errors:geoRestricted.title')}</h1>
      <p>{t('errors:geoRestricted.text')}</p>
      <p>
        {t('errors:geoRestricted.support')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
    </Section>
  );
}
