import { PATHS } from '@/lib/navigation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  img {
    block-size: 40px;
    inline-size: auto;
  }
`;

/** The logo, a link to the start screen. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Home to={PATHS.home} aria-label={t('appBar.logo')}>
      <img src="/images/logo.svg" alt="" width="240" height="64" />
    </Home>
  );
}
