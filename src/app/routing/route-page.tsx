import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageFallback } from '../pages/page-fallback';
import type { PageComponent } from './page-def';
import { PageErrorBoundary } from './page-error-boundary';
import { RequireAuth } from './require-auth';
import { RouteTitleContext } from './route-title';
import type { TitleKey } from '@/lib/navigation';
import { usePageMeta } from './use-page-meta';

interface RoutePageProps {
  /** The lazy page component (from lazyPage, created once per file). */
  page: PageComponent;
  /** A key of common:titles, or the literal title of a CMS page. */
  title: { key: TitleKey } | { text: string };
  auth?: boolean;
  /** The page's props, as its route gave them (the route table checked them against the page). */
  props?: object;
}

/** One route: its title and page view, its guard, and its lazily loaded page. */
export function RoutePage({ page, title, auth, props }: RoutePageProps) {
  // The erased page takes the props its route was checked with (RouteDef); none when it has none.
  const Page = page as PageComponent<object>;
  const { t } = useTranslation();
  const location = useLocation();
  const text = 'key' in title ? t(`titles.${title.key}`) : title.text;
  usePageMeta(text, 'key' in title && title.key === 'home');
  const content = (
    <RouteTitleContext.Provider value={text}>
      <PageErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<PageFallback />}>
          <Page {...props} />
        </Suspense>
      </PageErrorBoundary>
    </RouteTitleContext.Provider>
  );
  return auth ? <RequireAuth>{content}</RequireAuth> : content;
}
