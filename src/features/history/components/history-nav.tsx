import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@/lib/navigation';

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-block-size: 44px;
    padding-inline: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 2px solid ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** Between the results pages: latest results, history, statistics, number checker. */
export function HistoryNav() {
  const { t } = useTranslation();
  const links = [
    { to: PATHS.results, label: t('titles.results') },
    { to: PATHS.resultsHistory, label: t('titles.resultsHistory') },
    { to: PATHS.statistics, label: t('titles.statistics') },
    { to: PATHS.checkNumbers, label: t('titles.checkNumbers') },
  ];
  return (
    <Nav aria-label={t('titles.results')}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
