// The content entity: CMS navigation, pages and news (fetchers, queries, keys), read by the shell,
// the content pages, the cart's terms and the login's return path. News hooks: ./use-content.
export { contentKeys } from './content-keys';
export { navigationQuery } from './content-queries';
export { useNavigationLinks, useContentLanguage, useHomepage, useLegalPage } from './use-content';
export { useContentRoutes, reloadNavigation, cachedContentPaths } from './content-routes';
