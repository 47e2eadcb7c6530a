import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PATHS, UNVERIFIED_ALLOWED } from '@/lib/navigation';
import { isVerified, sessionStore } from '@/lib/session';

/**
 * Section 4's post-navigation rule: a logged-in player whose mobile is not verified goes to
 * /verify_account, except on /verify_account and /my_account.
 */
export function usePostNavigationRule(): void {
  const session = useSnapshot(sessionStore);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mustVerify = session.isLoggedIn && !isVerified(session.profile);

  useEffect(() => {
    if (mustVerify && !UNVERIFIED_ALLOWED.has(pathname))
      navigate(PATHS.verifyAccount, { replace: true });
  }, [mustVerify, pathname, navigate]);
}
