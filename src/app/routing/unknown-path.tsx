import { PATHS } from '@/lib/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageFallback } from '../pages/page-fallback';
import { reloadNavigation } from '@/entities/content';

/**
 * Section 2: an unknown path reloads the CMS navigation and is tried again (the route table
 * re-renders with the new content routes); still unknown, the player goes to the start screen.
 */
export function UnknownPath() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const retried = useRef<string | null>(null);
  const queryClient = useQueryClient();
  const lang = useTranslation().i18n.language;

  useEffect(() => {
    if (retried.current === pathname) {
      navigate(PATHS.home, { replace: true });
      return;
    }
    retried.current = pathname;
    let cancelled = false;
    void reloadNavigation(queryClient, lang).then(() => {
      // If the path now matches a content route this component is gone and `cancelled` is set.
      if (!cancelled) navigate(PATHS.home, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, navigate, queryClient, lang]);

  return <PageFallback />;
}
