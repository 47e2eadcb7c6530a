import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS, UNVERIFIED_ALLOWED } from '@/lib/navigation';
import { isVerified, usePlayerProfile } from '@/entities/session';

/**
 * Section 4's post-navigation rule: a logged-in player whose mobile is not verified goes to
 * /verify_account, except on /verify_account and /my_account.
 */
export function usePostNavigationRule(): void {
  const profile = usePlayerProfile();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mustVerify = profile !== undefined && !isVerified(profile);

  useEffect(() => {
    if (mustVerify && !UNVERIFIED_ALLOWED.has(pathname))
      navigate(PATHS.verifyAccount, { replace: true });
  }, [mustVerify, pathname, navigate]);
}
