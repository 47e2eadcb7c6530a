import { describe, expect, it } from 'vitest';
import type { NavigationLinkGroup } from '@/lib/api/types';
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

describe('buildMoreSections', () => {
  it('lists groups by order with their pages by order, then links, without repeats', () => {
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
      ['Links', ['https://x.iq']],
      ['More', ['/more/loto_app', '/faq']],
      ['Legal', ['/privacy']],
      ['Legal', ['/terms_and_conditions']],
    ]);
  });

  it('keeps the fixed entries when the CMS gives nothing', () => {
    expect(buildMoreSections(head, [], tail).flatMap((s) => s.links.map((l) => l.to))).toEqual([
      '/more/results',
      '/terms_and_conditions',
      '/privacy',
    ]);
  });
});
