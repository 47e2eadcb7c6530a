import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loginPathFor } from '@/lib/navigation';
import { sessionStore } from '@/lib/session';

/** A visitor on a page that needs login goes to /login?redirect=<path>, and back after login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSnapshot(sessionStore);
  const location = useLocation();
  if (!session.isLoggedIn) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  return children;
}
