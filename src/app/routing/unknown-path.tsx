import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageFallback } from '../pages/page-fallback';
import { loadNavigation } from '../session/app-start';

/**
 * Section 2: an unknown path reloads the CMS navigation and is tried again (the route table
 * re-renders with the new content routes); still unknown, the player goes to the start screen.
 */
export function UnknownPath() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const retried = useRef<string | null>(null);

  useEffect(() => {
    if (retried.current === pathname) {
      navigate('/', { replace: true });
      return;
    }
    retried.current = pathname;
    let cancelled = false;
    void loadNavigation().then(() => {
      // If the path now matches a content route this component is gone and `cancelled` is set.
      if (!cancelled) navigate('/', { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, navigate]);

  return <PageFallback />;
}
