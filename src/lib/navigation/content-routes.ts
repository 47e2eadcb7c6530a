import type { NavigationLinkGroup } from '@/lib/api/types';
import { PATHS } from './routes';
import { cmsRoutePath } from './cms-links';

export interface ContentRoute {
  /** '/{url}' */
  path: string;
  documentId: string;
  parentDocumentId: string;
  /** The link text: the route's name and page title. */
  title: string;
}

/**
 * Normalises a CMS url ("about", "/more/about/") to an app path ("/about", "/more/about"); a url
 * that is not a plain path (see cms-links) becomes the home page.
 */
export function toPath(url: string): string {
  return cmsRoutePath(url) ?? PATHS.home;
}

/** Every content page of every navigation group becomes a route (section 2, dynamic routes). */
export function contentRoutesOf(groups: readonly NavigationLinkGroup[]): ContentRoute[] {
  return groups.flatMap((group) =>
    (group.contentPages ?? []).flatMap((page) => {
      const path = page.url.trim() === '' ? null : cmsRoutePath(page.url);
      return path
        ? [
            {
              path,
              documentId: page.documentId,
              parentDocumentId: group.documentId,
              title: page.linkText,
            },
          ]
        : [];
    }),
  );
}
