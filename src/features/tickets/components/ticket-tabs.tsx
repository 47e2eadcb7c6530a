import { PATHS } from '@/lib/navigation';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  border-block-end: 2px solid ${({ theme }) => theme.colors.border};
  a {
    flex: 1;
    text-align: center;
    padding: ${({ theme }) => theme.space(3)};
    min-block-size: 44px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: none;
    border-block-end: 3px solid transparent;
    margin-block-end: -2px;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryStrong};
    border-block-end-color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

/** Upcoming and drawn are two routes, so the tabs are links; the current one is marked. */
export function TicketTabs() {
  const { t } = useTranslation('tickets');
  return (
    <Nav aria-label={t('tabs.label')}>
      <NavLink to={PATHS.upcomingTickets}>{t('tabs.upcoming')}</NavLink>
      <NavLink to={PATHS.drawnTickets}>{t('tabs.drawn')}</NavLink>
    </Nav>
  );
}
