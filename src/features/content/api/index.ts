// The content feature's door: the shell reads the CMS navigation only through these.
export { contentKeys } from './content-keys';
export { navigationQuery } from './content-queries';
export { useNavigationLinks, useContentLanguage, useHomepage, useLegalPage } from './use-content';
export { useContentRoutes, reloadNavigation, cachedContentPaths } from './content-routes';
