import { matchPath } from 'react-router-dom';
import { currentLanguage, prefetchNamespaceFiles } from '@/i18n';
import { queryClient } from '@/lib/query';
import { ROUTES } from '../routes';
import { preloadPage } from './lazy-page';

const routeOf = (pathname: string) =>
  ROUTES.find((candidate) => matchPath(candidate.path, pathname));

/**
 * Starts downloading the opening route's page chunk and its texts at once, with config.json and
 * the start translations, instead of after them, and its public data (the page's `prefetch`) as
 * soon as the base addresses are known.
 * Otherwise each waits for the page's first render: waves of their own before the CMS image
 * that is /media_center's largest paint.
 */
export function warmRouteChunks(pathname: string, configReady: Promise<unknown>): void {
  const route = routeOf(pathname);
  if (!route) return;
  prefetchNamespaceFiles(currentLanguage(), route.page.namespaces);
  void Promise.all([route.page.load(), configReady])
    .then(([module]) => module.prefetch?.(queryClient, currentLanguage()))
    .catch(() => undefined);
}

/** Loads the page file of a fixed route's path and its namespaces (nothing for other paths). */
export function preloadRoutePage(pathname: string): Promise<void> {
  const route = routeOf(pathname);
  return route ? preloadPage(route.page) : Promise.resolve();
}
