import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useContentRoutes } from '@/entities/content';
import { PATHS, type ContentRoute } from '@/lib/navigation';
import { AppLayout } from './layout/app-layout';
import RestrictedPage from './pages/restricted-page';
import { ChineseRoute } from './routing/chinese-route';
import { lazyPage } from './routing/lazy-page';
import { RoutePage } from './routing/route-page';
import { UnknownPath } from './routing/unknown-path';
import { usePageMeta } from './routing/use-page-meta';
import { CONTENT_PAGE, ROUTES } from './routes';

const FIXED = new Set(ROUTES.map((route) => route.path));
const ContentPage = lazyPage(CONTENT_PAGE);

function ContentRoutePage({ route }: { route: ContentRoute }) {
  const { search } = useLocation();
  return (
    <RoutePage
      page={ContentPage}
      title={{ text: route.title }}
      props={{ documentId: route.documentId, parentDocumentId: route.parentDocumentId, search }}
    />
  );
}

/** The region-restricted page, titled like any route. */
function Restricted() {
  const { t } = useTranslation();
  usePageMeta(t('titles.restricted'));
  return <RestrictedPage />;
}

/** The route table: fixed routes, CMS content routes, /restricted, /cn and the unknown-path retry. */
export function AppRoutes() {
  const contentRoutes = useContentRoutes().filter((route) => !FIXED.has(route.path));
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <RoutePage
                page={lazyPage(route.page)}
                title={{ key: route.title }}
                auth={route.auth}
                props={route.props}
              />
            }
          />
        ))}
        {contentRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<ContentRoutePage route={route} />} />
        ))}
        <Route path={PATHS.restricted} element={<Restricted />} />
        <Route path={PATHS.chinese} element={<ChineseRoute />} />
        <Route path="*" element={<UnknownPath />} />
      </Route>
    </Routes>
  );
}
