import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NavigationLinkGroup } from '@/lib/api/types';
import { setRuntimeConfig } from '@/lib/config';
import { groupHref, groupLinks } from './group-href';

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

afterEach(() => {
  setRuntimeConfig({});
  vi.restoreAllMocks();
});

describe('footer and app-bar links from the CMS', () => {
  it('never turns a backslash or protocol-relative url into a link (/\\evil.example)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const links = groupLinks(
      group({
        contentPages: [
          { id: 1, documentId: 'a', linkText: 'Evil', url: '\\evil.example', order: 1, title: '' },
          { id: 2, documentId: 'b', linkText: 'FAQ', url: 'faq', order: 2, title: '' },
        ],
        links: [
          { id: 1, url: '//evil.example', linkText: 'Evil 2' },
          { id: 2, url: 'https://evil.example/x', linkText: 'Evil 3' },
        ],
      }),
    );
    expect(links).toEqual([{ path: '/faq', text: 'FAQ', external: false }]);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('keeps an external link whose origin the config allows, marked external', () => {
    setRuntimeConfig({ externalLinkOrigins: ['https://www.facebook.com'] });
    const links = groupLinks(
      group({ links: [{ id: 1, url: 'https://www.facebook.com/lottery', linkText: 'Facebook' }] }),
    );
    expect(links).toEqual([
      { path: 'https://www.facebook.com/lottery', text: 'Facebook', external: true },
    ]);
  });

  it('sends a group with an unsafe url to its first safe page or home', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(groupHref(group({ url: '\\evil.example' }), [])).toBe('/');
    const withPage = group({
      url: '/\\evil.example',
      contentPages: [{ id: 1, documentId: 'a', linkText: 'FAQ', url: 'faq', order: 1, title: '' }],
    });
    expect(groupHref(withPage, [])).toBe('/faq');
  });
});
