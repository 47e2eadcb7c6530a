import { matchPath } from 'react-router-dom';
import { ROUTES } from '../routes';
import { preloadPage } from './lazy-page';

/** Starts loading the page file of a fixed route's path (nothing for other paths). */
export function preloadRoutePage(pathname: string): Promise<void> {
  const route = ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  return route ? preloadPage(route.page) : Promise.resolve();
}
