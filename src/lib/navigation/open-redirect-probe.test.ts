import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './allowed-origin';
import { PATHS } from './routes';
import { allowedPaths, safeRedirect } from './safe-redirect';

/**
 * Open-redirect spellings, as many as the browser run of issue 39 tried (its own list was not
 * kept): kept as a test so the next attack run starts from them. Every redirect target the app
 * has refuses each one: the login return (safeRedirect) and a payment's return origin.
 */
const OPEN_REDIRECTS = [
  'https://evil.example',
  'https://evil.example/',
  'http://evil.example/cart',
  '//evil.example',
  '//evil.example/cart',
  '///evil.example',
  '////evil.example/%2e%2e',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '\\/evil.example',
  '/%2f%2fevil.example',
  '/%5cevil.example',
  'https:evil.example',
  'https:/evil.example',
  'http:\\\\evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'lottery://my_funds',
  'https://app.invalid@evil.example',
  'https://127.0.0.1@evil.example',
  'https://evil.example#@127.0.0.1',
  'https://evil.example?.127.0.0.1',
  'https://127.0.0.1.evil.example',
  'https://evil.example\\@127.0.0.1',
  'http://[::1]@evil.example',
  'http://0x7f000001',
  'http://2130706433',
  '/\u2215\u2215evil.example',
  '/%09/evil.example',
  '/%0d%0a//evil.example',
  '\t//evil.example',
  '/.//evil.example',
  '/login/../../evil.example',
  '/cart/..//evil.example',
  'https://evil.example/' + PATHS.cart,
  '%2f%2fevil.example',
  '',
];

describe('the open-redirect list against every redirect target (issue 39)', () => {
  it('holds 43 spellings', () => {
    expect(OPEN_REDIRECTS).toHaveLength(43);
  });

  it.each(OPEN_REDIRECTS)('the login return never leaves the app: %s', (value) => {
    const target = safeRedirect(value, allowedPaths(['/content/about']), 'FALLBACK');
    expect(target === 'FALLBACK' || (target.startsWith('/') && !target.startsWith('//'))).toBe(
      true,
    );
    expect(new URL(target === 'FALLBACK' ? '/' : target, 'https://app.test').origin).toBe(
      'https://app.test',
    );
  });

  it.each(OPEN_REDIRECTS)('a payment return origin is refused: %s', (value) => {
    expect(isAllowedOrigin(value, ['http://127.0.0.1:5173'])).toBe(false);
  });

  it('still takes the app’s own paths and origin', () => {
    expect(safeRedirect(PATHS.cart, allowedPaths())).toBe(PATHS.cart);
    expect(isAllowedOrigin('http://127.0.0.1:5173', ['http://127.0.0.1:5173'])).toBe(true);
  });
});
