export {
  PATHS,
  REDIRECT_PATHS,
  UNVERIFIED_ALLOWED,
  PAYMENT_PATHS,
  PRERENDERED_PATHS,
  ROUTE_FACTS,
  type AppPath,
  type RouteFacts,
  type RouteKey,
  type TitleKey,
} from './routes';
export { contentRoutesOf, toPath, type ContentRoute } from './content-routes';
export { safeRedirect, allowedPaths, loginPathFor } from './safe-redirect';
export { isAllowedOrigin, appOrigins } from './allowed-origin';
export {
  cmsRoutePath,
  cmsExternalLink,
  cmsLinkTarget,
  externalLinkOrigins,
  type CmsLinkTarget,
} from './cms-links';
export { topUpPath, prefilledAmount } from './top-up';
