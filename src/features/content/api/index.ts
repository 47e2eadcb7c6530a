// The content feature's door: the shell reads the CMS navigation only through these.
export { contentKeys } from './content-keys';
export { navigationQuery } from './content-queries';
export { useNavigationLinks, useContentLanguage } from './use-content';
export { useFooterText } from './get-footer-text';
export { useContentRoutes, reloadNavigation, cachedContentPaths } from './content-routes';
