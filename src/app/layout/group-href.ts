import type { Snapshot } from 'valtio';
import type { NavigationLinkGroup } from '@/lib/api/types';
import { REDIRECT_PATHS, toPath, type ContentRoute } from '@/lib/navigation';

/** Where a CMS navigation group leads: its own url when that is a page, else its first page or link. */
export function groupHref(
  group: Snapshot<NavigationLinkGroup>,
  contentRoutes: readonly Snapshot<ContentRoute>[],
): string {
  const known = (path: string) =>
    REDIRECT_PATHS.has(path) || contentRoutes.some((r) => r.path === path);
  const own = toPath(group.url);
  if (known(own)) return own;
  const first = group.contentPages?.[0]?.url ?? group.links?.[0]?.url;
  return first ? toPath(first) : '/';
}

/** A group's links: its content pages then its plain links, in CMS order. */
export function groupLinks(group: Snapshot<NavigationLinkGroup>): { path: string; text: string }[] {
  const pages = [...(group.contentPages ?? [])]
    .sort((a, b) => a.order - b.order)
    .map((page) => ({ path: toPath(page.url), text: page.linkText }));
  const links = (group.links ?? []).map((link) => ({
    path: toPath(link.url),
    text: link.linkText,
  }));
  return [...pages, ...links];
}
