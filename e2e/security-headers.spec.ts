import { expect, FAKE_ORIGIN, loginAs, PASSWORD, PLAYERS, test, trackRequests } from './support';
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

// Two halves, one per worker: one page through all ~40 routes was the suite's longest test.
const HALF = Math.ceil(FIXED_ROUTES.length / 2);
const HALVES = [FIXED_ROUTES.slice(0, HALF), FIXED_ROUTES.slice(HALF)];

for (const [index, routes] of HALVES.entries())
  test(`every fixed route opens with no Content-Security-Policy violation (part ${index + 1} of 2)`, async ({
    page,
  }) => {
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
    await loginAs(page, PLAYERS.verified, PASSWORD);
    for (const route of routes) {
      const requests = trackRequests(page);
      await page.goto(route.path);
      await expect(page.locator('main#main')).toBeVisible();
      await requests.settled();
      const seen = await page.evaluate(() => window.__cspViolations ?? []);
      violations.push(...seen.map((v) => `${route.path}: ${v}`));
    }
    expect(violations).toEqual([]);
  });
