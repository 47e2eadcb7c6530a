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
 * Section 4: every click stores the interaction time, the session is checked every 60 s, and the
 * browser's offline/online events show and hide the no-connection dialog.
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
    const update = () => {
      alertStore.offline = !navigator.onLine;
    };
    update();
    window.addEventListener('offline', update);
    window.addEventListener('online', update);
    return () => {
      window.removeEventListener('offline', update);
      window.removeEventListener('online', update);
    };
  }, []);
}
