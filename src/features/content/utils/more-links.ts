import type { NavigationLinkGroup } from '@/lib/api/types';
import { cmsLinkTarget, cmsRoutePath } from '@/lib/navigation';

export interface MoreLink {
  /** A route path, or an allowed absolute address when `external`. */
  to: string;
  label: string;
  external?: boolean;
}

export interface MoreSection {
  id: string;
  title: string;
  links: MoreLink[];
}

/** A CMS page or link as a More entry; none when the url is unsafe (cms-links logs it). */
const pageLink = (url: string, label: string): MoreLink[] => {
  const to = cmsRoutePath(url);
  return to ? [{ to, label }] : [];
};

const plainLink = (url: string, label: string): MoreLink[] => {
  const target = cmsLinkTarget(url);
  return target ? [{ to: target.to, label, external: target.kind === 'external' }] : [];
};

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
          .flatMap((page) => pageLink(page.url, page.linkText)),
        ...(group.links ?? []).flatMap((link) => plainLink(link.url, link.linkText)),
      ],
    }));
  return [head, ...fromCms, tail]
    .map((section) => ({ ...section, links: keep(section.links) }))
    .filter((section) => section.links.length > 0);
}
