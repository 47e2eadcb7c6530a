import { lazy, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { alertStore } from '@/lib/alerts';
import { useFirstPass } from '@/lib/first-pass';
import { PATHS } from '@/lib/navigation';
import { useIsLoggedIn } from '@/entities/session';
import { media } from '@/styles';
import { usePostNavigationRule } from '../routing/use-post-navigation';
import { BackBar } from './back-bar';
import { BottomNav } from './bottom-nav';
import { DesktopAppBar } from './desktop-app-bar';
import { MobileAppBar } from './mobile-app-bar';
import { OfflineBanner } from './offline-banner';
import { OptionalSlot } from '@/components/ui/optional-slot';
import { useIsDesktop } from './use-is-desktop';
import { useLogout } from './use-logout';

// Desktop only (hidden below md): phones never load it nor fetch its CMS links.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));
// Logged-in players only; its chunk and texts load after the page (responsible play: the
// reality check, a capped session's end, the spending overview at login).
const PlayWatch = lazy(() => import('@/features/responsible-play/watch/play-watch'));
// A time-out in force (before Buy or Deposit is pressed) and a capped session's time left.
const SiteNotices = lazy(() =>
  import('@/entities/responsible-play/ui/site-notices').then((m) => ({ default: m.SiteNotices })),
);

const Main = styled.main`
  display: block;
  min-block-size: 60vh;
  /* A page wider than the screen must not drag the app bars sideways with it. */
  overflow-x: clip;
  padding-block-end: calc(${({ theme }) => theme.layout.bottomNavHeight} + 16px);
  ${media.up('md')} {
    padding-block-end: 0;
  }
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 8px;
  inset-block-start: -100px;
  z-index: 2000;
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.surface};
  &:focus {
    inset-block-start: 8px;
  }
`;

/**
 * The shell around every page: app bars, back header, main, footer, bottom navigation. At start
 * it wraps the spinner (children), prerendered at build time in the same place (decision 0232): no shift.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The build rendered the first screen with no region block: while a prerendered page hydrates
  // (its first pass) the block waits, or React finds another tree than the HTML (React error 418, issue 38).
  const firstPass = useFirstPass();
  const geoRestricted = useSnapshot(alertStore).geoRestricted && !firstPass;
  const isLoggedIn = useIsLoggedIn();
  const logout = useLogout();
  const desktop = useIsDesktop();
  usePostNavigationRule();

  // A new page starts at the top (jsdom has no window.scrollTo; this works everywhere). Not the
  // page the app opened on: a player may have scrolled its prerendered first screen already, and
  // a jump back to the top as the app mounts moves what they were about to tap (decision 0260).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    document.documentElement.scrollTop = 0;
  }, [pathname]);

  if (geoRestricted && pathname !== PATHS.restricted)
    return <Navigate to={PATHS.restricted} replace />;

  return (
    <>
      <SkipLink href="#main">{t('app.skipToContent')}</SkipLink>
      <MobileAppBar />
      <DesktopAppBar />
      <BackBar />
      <OfflineBanner />
      {isLoggedIn && (
        <OptionalSlot>
          <SiteNotices />
        </OptionalSlot>
      )}
      <Main id="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </Main>
      {desktop && (
        <OptionalSlot>
          <Footer />
        </OptionalSlot>
      )}
      <BottomNav />
      {isLoggedIn && (
        <OptionalSlot>
          <PlayWatch onLogout={logout} />
        </OptionalSlot>
      )}
    </>
  );
}
