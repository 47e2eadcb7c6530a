import { proxy } from 'valtio';
import type { NavigationLinkGroup } from '@/lib/api/types';

export interface ContentRoute {
  /** '/{url}' */
  path: string;
  documentId: string;
  parentDocumentId: string;
  /** The link text: the route's name and page title. */
  title: string;
}

/** Normalises a CMS url ("about", "/more/about/") to an app path ("/about", "/more/about"). */
export function toPath(url: string): string {
  const trimmed = url.trim().replace(/^\/+|\/+$/g, '');
  return `/${trimmed}`;
}

/** Every content page of every navigation group becomes a route (section 2, dynamic routes). */
export function contentRoutesOf(groups: readonly NavigationLinkGroup[]): ContentRoute[] {
  return groups.flatMap((group) =>
    (group.contentPages ?? [])
      .filter((page) => page.url.trim() !== '')
      .map((page) => ({
        path: toPath(page.url),
        documentId: page.documentId,
        parentDocumentId: group.documentId,
        title: page.linkText,
      })),
  );
}

/** The CMS navigation as loaded at startup (and reloaded for an unknown path). */
export const navigationStore = proxy({
  groups: [] as NavigationLinkGroup[],
  routes: [] as ContentRoute[],
  loaded: false,
});

export function setNavigation(groups: NavigationLinkGroup[]): void {
  navigationStore.groups = groups;
  navigationStore.routes = contentRoutesOf(groups);
  navigationStore.loaded = true;
}
