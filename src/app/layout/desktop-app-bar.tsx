import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { PersonIcon } from '@/components/ui/icons';
import { useContentRoutes, useNavigationLinks } from '@/entities/content';
import { PATHS } from '@/lib/navigation';
import { useIsLoggedIn } from '@/entities/session';
import { media } from '@/styles';
import { AlertsButton, BalanceButton, CartButton, SignInButton } from './bar-buttons';
import { groupHref } from './group-href';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';
import { OptionalSlot } from '@/components/ui/optional-slot';

// Opens on a click: loaded then, not with the start route.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

const Bar = styled.header`
  display: none;
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.zIndex.appBar};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.up('md')} {
    display: block;
  }
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-inline-size: ${({ theme }) => theme.layout.maxContentWidth};
  margin-inline: auto;
  block-size: 72px;
  padding-inline: ${({ theme }) => theme.space(6)};
`;

const Nav = styled.nav`
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
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
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryStrong};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
    border-radius: 0;
  }
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-inline-start: auto;
`;

const AccountButton = styled.button`
  display: grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

/** Section 2's desktop app bar: logo, nav (play, results, CMS links), language, account, balance, cart. */
export function DesktopAppBar() {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const links = useNavigationLinks().data ?? [];
  const routes = useContentRoutes();
  const [menuOpen, setMenuOpen] = useState(false);
  const groups = [...links].sort((a, b) => a.order - b.order);

  return (
    <Bar data-testid="desktop-app-bar">
      <Inner>
        <Logo />
        <Nav aria-label={t('nav.main')}>
          <ul>
            <li>
              <NavLink to={PATHS.home} end>
                {t('nav.play')}
              </NavLink>
            </li>
            <li>
              <NavLink to={PATHS.results} end>
                {t('nav.results')}
              </NavLink>
            </li>
            {groups.map((group) => (
              <li key={group.documentId}>
                <NavLink to={groupHref(group, routes)} end>
                  {group.linkText}
                </NavLink>
              </li>
            ))}
          </ul>
        </Nav>
        <End>
          <LanguageMenu />
          {isLoggedIn ? (
            <>
              <AccountButton
                type="button"
                aria-label={t('appBar.account')}
                aria-haspopup="dialog"
                aria-expanded={menuOpen}
                onClick={() => setMenuOpen(true)}
              >
                <PersonIcon />
              </AccountButton>
              <BalanceButton />
              <CartButton />
              <AlertsButton />
            </>
          ) : (
            <SignInButton />
          )}
        </End>
      </Inner>
      {menuOpen && (
        <OptionalSlot>
          <AccountMenu onClose={() => setMenuOpen(false)} />
        </OptionalSlot>
      )}
    </Bar>
  );
}
