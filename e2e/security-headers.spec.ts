import { expect, FAKE_ORIGIN, loginAs, PASSWORD, PLAYERS, test, trackRequests } from './support';
import { PATHS, PRERENDERED_PATHS } from '../src/lib/navigation/routes';
import { navigateInApp } from './support/navigate';
import { FIXED_ROUTES } from './support/routes';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

test('the served app sends the security headers, compresses, caches by file kind and preconnects', async ({
  page,
  request,
}) => {
  const response = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(new RegExp(`connect-src[^;]*${FAKE_ORIGIN.replace(/[.:/]/g, '\\$&')}`));
  expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube\.com/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['content-encoding']).toBe('br');
  expect(headers['cache-control']).toBe('no-cache');
  // The document opens the backend's connections while the scripts download.
  expect(headers['link']).toBe(
    `<${FAKE_ORIGIN}>; rel=preconnect; crossorigin, <${FAKE_ORIGIN}>; rel=preconnect`,
  );
  const clientRoute = await request.get('/more/results');
  expect(clientRoute.headers()['link']).toBe(headers['link']);

  const config = await request.get('/config.json');
  expect(config.headers()['cache-control']).toBe('no-cache');
  expect(config.headers()['link']).toBeUndefined();
  expect(await config.json()).toMatchObject({ lotteryApiBaseUrl: `${FAKE_ORIGIN}/lottery` });

  await page.goto('/');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  const asset = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toContain('immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
});

/**
 * Every fixed route, logged in, with no CSP violation. A document is loaded where documents differ:
 * each prerendered route has its own, every other route gets the same start shell (one of them
 * stands for all). The other routes are reached in the app, as a player does: their lazy code,
 * styles, images and calls run under the same policy, at a fraction of a page load each.
 */
const DOCUMENTS = [...PRERENDERED_PATHS, PATHS.myAccount];

test('every fixed route opens with no Content-Security-Policy violation', async ({ page }) => {
  test.setTimeout(180_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const collect = async (path: string) => {
    const seen = await page.evaluate(() => window.__cspViolations?.splice(0) ?? []);
    violations.push(...seen.map((v) => `${path}: ${v}`));
  };
  await loginAs(page, PLAYERS.verified, PASSWORD);
  for (const path of DOCUMENTS) {
    const requests = trackRequests(page);
    await page.goto(path);
    await expect(page.locator('main#main')).toBeVisible();
    await requests.settled();
    await collect(path);
  }
  for (const route of FIXED_ROUTES) {
    const requests = trackRequests(page);
    await navigateInApp(page, route.path);
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === route.path);
    await requests.settled();
    await collect(route.path);
  }
  expect(violations).toEqual([]);
});
