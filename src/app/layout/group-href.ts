import type { Snapshot } from 'valtio';
import type { NavigationLinkGroup } from '@/lib/api/types';
import {
  cmsLinkTarget,
  cmsRoutePath,
  PATHS,
  REDIRECT_PATHS,
  type ContentRoute,
} from '@/lib/navigation';

/** Where a CMS navigation group leads: its own url when that is a page, else its first page or link. */
export function groupHref(
  group: Snapshot<NavigationLinkGroup>,
  contentRoutes: readonly Snapshot<ContentRoute>[],
): string {
  const known = (path: string) =>
    REDIRECT_PATHS.has(path) || contentRoutes.some((r) => r.path === path);
  const own = group.url.trim() === '' ? null : cmsRoutePath(group.url);
  if (own && known(own)) return own;
  const first = group.contentPages?.[0]?.url ?? group.links?.[0]?.url;
  return (first && cmsRoutePath(first)) || PATHS.home;
}

export interface GroupLink {
  /** A route path, or an allowed external address when `external`. */
  path: string;
  text: string;
  external: boolean;
}

/** A group's links: its content pages then its plain links, in CMS order; unsafe ones dropped. */
export function groupLinks(group: Snapshot<NavigationLinkGroup>): GroupLink[] {
  const pages = [...(group.contentPages ?? [])]
    .sort((a, b) => a.order - b.order)
    .flatMap((page) => {
      const path = cmsRoutePath(page.url);
      return path ? [{ path, text: page.linkText, external: false }] : [];
    });
  const links = (group.links ?? []).flatMap((link) => {
    const target = cmsLinkTarget(link.url);
    return target
      ? [{ path: target.to, text: link.linkText, external: target.kind === 'external' }]
      : [];
  });
  return [...pages, ...links];
}
