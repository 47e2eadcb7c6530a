import { describe, expect, it } from 'vitest';
import { contentRoutesOf } from './content-routes';
import { allowedPaths, loginPathFor, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps the app’s own paths with their query and hash', () => {
    expect(safeRedirect('/cart')).toBe('/cart');
    expect(safeRedirect('/upcoming_tickets_details?id=42')).toBe('/upcoming_tickets_details?id=42');
    expect(safeRedirect('/more/results#top')).toBe('/more/results#top');
  });

  it.each([
    'https://evil.example/cart',
    '//evil.example/cart',
    '/\\evil.example/cart',
    '\\\\evil.example',
    'javascript:alert(1)',
    'cart',
    '/cart/../../evil',
    '/carts',
    '/cart/extra',
    '/login',
    '/unknown',
    '',
  ])('refuses %s', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it('refuses a missing target and uses the given fallback', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined, undefined, '/my_account')).toBe('/my_account');
  });

  it('accepts content pages loaded from the CMS navigation', () => {
    expect(safeRedirect('/about-us')).toBe('/');
    const routes = contentRoutesOf([
      {
        id: 1,
        documentId: 'group1',
        linkText: 'About',
        url: 'about',
        order: 1,
        showInFooter: true,
        createdAt: '',
        updatedAt: '',
        publishedAt: '',
        locale: 'en',
        contentPages: [
          {
            id: 2,
            documentId: 'page1',
            linkText: 'About us',
            url: 'about-us',
            order: 1,
            title: 'About us',
          },
        ],
      },
    ]);
    const allowed = allowedPaths(routes.map((route) => route.path));
    expect(safeRedirect('/about-us', allowed)).toBe('/about-us');
  });

  it('builds the login path with the target encoded', () => {
    expect(loginPathFor('/cart?x=1&y=2')).toBe('/login?redirect=%2Fcart%3Fx%3D1%26y%3D2');
  });
});
