import type { NavigationLinkGroup } from '@/lib/api/types';
import { cmsPath } from './text-block';

export interface MoreLink {
  /** A route path, or an absolute address for an external link. */
  to: string;
  label: string;
}

export interface MoreSection {
  id: string;
  title: string;
  links: MoreLink[];
}

const pathOf = (url: string): string => (/^[a-z]+:/i.test(url) ? url : cmsPath(url));

/**
 * The More page's sections: the fixed entries first, then each CMS group (its pages by order, then
 * its links), then the fixed tail. A path shown once is not repeated; empty sections are dropped.
 */
export function buildMoreSections(
  head: MoreSection,
  groups: readonly NavigationLinkGroup[],
  tail: MoreSection,
): MoreSection[] {
  const seen = new Set<string>();
  const keep = (links: MoreLink[]) =>
    links.filter((link) => {
      const key = link.to.replace(/\/+$/, '');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const fromCms = [...groups]
    .sort((a, b) => a.order - b.order)
    .map((group) => ({
      id: group.documentId,
      title: group.linkText,
      links: [
        ...[...(group.contentPages ?? [])]
          .sort((a, b) => a.order - b.order)
          .map((page) => ({ to: cmsPath(page.url), label: page.linkText })),
        ...(group.links ?? []).map((link) => ({ to: pathOf(link.url), label: link.linkText })),
      ],
    }));
  return [head, ...fromCms, tail]
    .map((section) => ({ ...section, links: keep(section.links) }))
    .filter((section) => section.links.length > 0);
}
