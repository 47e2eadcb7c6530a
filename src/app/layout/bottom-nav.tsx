import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { HomeIcon, MoreIcon, PersonIcon, TicketIcon } from '@/components/ui/icons';
import { alertStore } from '@/lib/alerts';
import { PATHS } from '@/lib/navigation';
import { useIsLoggedIn } from '@/entities/session';
import { media } from '@/styles';

const Nav = styled.nav`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: ${({ theme }) => theme.zIndex.bottomNav};
  background: ${({ theme }) => theme.colors.surface};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  padding-block-end: env(safe-area-inset-bottom);
  ul {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${media.up('md')} {
    display: none;
  }
`;

const Tab = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  block-size: ${({ theme }) => theme.layout.bottomNavHeight};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-decoration: none;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** Which tab a path belongs to. */
function tabOf(pathname: string): string {
  if (pathname === PATHS.home || pathname.startsWith(PATHS.play6of29)) return 'home';
  if (pathname.includes('_tickets')) return 'tickets';
  if (
    [
      PATHS.myAccount,
      PATHS.login,
      PATHS.register,
      PATHS.settings,
      PATHS.myFunds,
      PATHS.myVouchers,
      PATHS.notifications,
    ].some((path) => path === pathname)
  ) {
    return 'account';
  }
  return pathname.startsWith(PATHS.more) ? 'more' : '';
}

/** Section 2's bottom navigation on mobile: home, my tickets, account (or login), more. */
export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isLoggedIn = useIsLoggedIn();
  const { bottomNavRoute } = useSnapshot(alertStore);
  const active = tabOf(bottomNavRoute ?? pathname);
  const tabs: [string, string, string, ReactNode][] = [
    ['home', PATHS.home, t('nav.home'), <HomeIcon key="i" />],
    ['tickets', PATHS.upcomingTickets, t('nav.myTickets'), <TicketIcon key="i" />],
    isLoggedIn
      ? ['account', PATHS.myAccount, t('nav.myAccount'), <PersonIcon key="i" />]
      : ['account', PATHS.login, t('nav.login'), <PersonIcon key="i" />],
    ['more', PATHS.more, t('nav.more'), <MoreIcon key="i" />],
  ];
  return (
    <Nav aria-label={t('nav.bottom')} data-testid="bottom-nav">
      <ul>
        {tabs.map(([id, to, label, icon]) => (
          <li key={id}>
            <Tab to={to} aria-current={active === id ? 'page' : undefined}>
              {icon}
              <span>{label}</span>
            </Tab>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
