import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { trackPageView } from '@/lib/analytics';

/** Sets document.title for the route (in the UI language) and sends one page-view event per route. */
export function usePageMeta(title: string, isHome = false): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const full = isHome ? title : t('titles.suffix', { title });

  useEffect(() => {
    document.title = full;
  }, [full]);

  useEffect(() => {
    trackPageView({ path: pathname, title: document.title, language: i18n.language });
    // One event per route: a language switch re-titles the page but is no new page view.
  }, [pathname]);
}
