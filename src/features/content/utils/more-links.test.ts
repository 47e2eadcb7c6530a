import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NavigationLinkGroup } from '@/lib/api/types';
import { setRuntimeConfig } from '@/lib/config';
import { buildMoreSections } from './more-links';

const group = (over: Partial<NavigationLinkGroup>): NavigationLinkGroup => ({
  id: 1,
  documentId: 'g1',
  linkText: 'About',
  url: 'about',
  order: 1,
  showInFooter: true,
  createdAt: '',
  updatedAt: '',
  publishedAt: '',
  locale: 'en',
  ...over,
});

const head = { id: 'head', title: 'General', links: [{ to: '/more/results', label: 'Results' }] };
const tail = {
  id: 'legal',
  title: 'Legal',
  links: [
    { to: '/terms_and_conditions', label: 'Terms' },
    { to: '/privacy', label: 'Privacy' },
  ],
};

afterEach(() => {
  setRuntimeConfig({});
  vi.restoreAllMocks();
});

describe('buildMoreSections', () => {
  it('lists groups by order with their pages by order, then links, without repeats', () => {
    setRuntimeConfig({ externalLinkOrigins: ['https://x.iq'] });
    const sections = buildMoreSections(
      head,
      [
        group({
          documentId: 'more',
          linkText: 'More',
          order: 2,
          links: [{ id: 1, url: 'more/results', linkText: 'Draw Results' }],
          contentPages: [
            { id: 2, documentId: 'b', linkText: 'FAQ', url: 'faq', order: 3, title: 'FAQ' },
            {
              id: 1,
              documentId: 'a',
              linkText: 'App',
              url: 'more/loto_app',
              order: 1,
              title: 'App',
            },
          ],
        }),
        group({
          documentId: 'legal',
          linkText: 'Legal',
          order: 3,
          links: [{ id: 2, url: 'privacy', linkText: 'P' }],
        }),
        group({
          documentId: 'ext',
          linkText: 'Links',
          order: 1,
          links: [{ id: 3, url: 'https://x.iq', linkText: 'X' }],
        }),
      ],
      tail,
    );
    expect(sections.map((s) => [s.title, s.links.map((l) => l.to)])).toEqual([
      ['General', ['/more/results']],
      ['Links', ['https://x.iq/']],
      ['More', ['/more/loto_app', '/faq']],
      ['Legal', ['/privacy']],
      ['Legal', ['/terms_and_conditions']],
    ]);
  });

  it('drops CMS links that are not plain paths or allowed external addresses', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sections = buildMoreSections(
      head,
      [
        group({
          links: [
            { id: 1, url: '\\evil.example', linkText: 'Backslash' },
            { id: 2, url: '//evil.example', linkText: 'Protocol-relative' },
            { id: 3, url: 'javascript:alert(1)', linkText: 'Script' },
            { id: 4, url: 'https://evil.example', linkText: 'Not allowed' },
            { id: 5, url: 'faq', linkText: 'FAQ' },
          ],
        }),
      ],
      tail,
    );
    expect(sections[1]?.links).toEqual([{ to: '/faq', label: 'FAQ', external: false }]);
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('keeps the fixed entries when the CMS gives nothing', () => {
    expect(buildMoreSections(head, [], tail).flatMap((s) => s.links.map((l) => l.to))).toEqual([
      '/more/results',
      '/terms_and_conditions',
      '/privacy',
    ]);
  });
});
