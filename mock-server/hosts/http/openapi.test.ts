import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port';
import { startHttpFake, type RunningHttpFake } from './server';

let fake: RunningHttpFake;
beforeAll(async () => {
  fake = await startHttpFake({ port: await freePort(), logger: false });
});
afterAll(() => fake.close());

describe('the OpenAPI documents served by the standalone fake', () => {
  it.each([
    ['/openapi.json', 'Lottery API', '/users/login', '/lottery'],
    ['/openapi/extensions.json', 'Lottery API extensions', '/users/favourites', '/lottery'],
    ['/openapi/cms.json', 'Content API (Strapi 5)', '/all-news', '/cms/api'],
  ])('GET %s answers the committed document', async (path, title, operation, base) => {
    const response = await fetch(`${fake.url}${path}`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; info: { title: string } };
    expect(doc.openapi).toBe('3.1.0');
    expect((doc as unknown as { servers: { url: string }[] }).servers[0]!.url).toBe(
      `${fake.url}${base}`,
    );
    expect(doc.info.title).toBe(title);
    expect(Object.keys((doc as unknown as { paths: object }).paths)).toContain(operation);
  });

  it('GET /openapi is a reference page with no script and nothing fetched from elsewhere', async () => {
    const response = await fetch(`${fake.url}/openapi`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('<code>/orders/cart/purchase</code>');
    expect(page).toContain('purchaseCart');
    expect(page).toContain('<a href="#lottery-schema-Cart">Cart</a>');
    // The content API's calls are on the page too, their anchors apart from the lottery's.
    expect(page).toContain('<code>/all-news</code>');
    expect(page).toMatch(/<details id="cms-schema-\w+">/);
    expect(page).not.toMatch(/<script|<link|<img|\bsrc=|@import|url\(/i);
    // Its one inline style is what the CSP allows, by hash; nothing else may load.
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'`,
    );
  });

  it('answers only GET, and other paths go on to the routes', async () => {
    expect((await fetch(`${fake.url}/openapi.json`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${fake.url}/openapi/other.json`)).status).toBe(404);
  });
});
