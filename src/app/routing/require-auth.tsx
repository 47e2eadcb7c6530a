import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loginPathFor, PATHS } from '@/lib/navigation';
import { sessionStore, useIsLoggedIn } from '@/entities/session';

/** A visitor on a page that needs login goes to /login?redirect=<path>, and back after login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSnapshot(sessionStore);
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  if (!loggedIn) {
    if (session.expiredByInactivity) return <Navigate to={PATHS.home} replace />;
    // After an explicit logout the page left behind is not a place to come back to.
    // A closed account has no login to go back to: the start screen, where the goodbye shows.
    const target = session.accountClosed
      ? PATHS.home
      : session.loggedOut
        ? PATHS.login
        : loginPathFor(`${location.pathname}${location.search}`);
    return <Navigate to={target} replace />;
  }
  return children;
}
