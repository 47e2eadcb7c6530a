import { PATHS } from '@/lib/navigation';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { alertStore } from '@/lib/alerts';
import {
  checkSession,
  lastInteraction,
  recordInteraction,
  SESSION_CHECK_MS,
} from './session-check';

/**
 * Section 4: every click stores the interaction time and the session is checked every 60 s.
 * Going offline shows the offline banner, not the no-connection dialog: saved pages stay readable
 * and the navigation usable (decision 0203). The dialog is for a page that cannot be shown at all
 * (its code could not load); coming back online closes it.
 */
export function useSessionMonitor(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const pathname = useRef(location.pathname);
  useEffect(() => {
    pathname.current = location.pathname;
  }, [location.pathname]);

  useEffect(() => {
    if (lastInteraction() === null) recordInteraction();
    const onClick = () => recordInteraction();
    document.addEventListener('click', onClick, true);
    const timer = setInterval(() => {
      void checkSession({ pathname: () => pathname.current, goHome: () => navigate(PATHS.home) });
    }, SESSION_CHECK_MS);
    return () => {
      document.removeEventListener('click', onClick, true);
      clearInterval(timer);
    };
  }, [navigate]);

  useEffect(() => {
    const back = () => {
      alertStore.offline = false;
    };
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, []);
}
