import { afterAll, describe, expect, it } from 'vitest';
import { AHMED, ORIGIN, token, useFake } from '../testing/fake';
import { attack, counts, keyOf, ROUTES } from './bad-input-attack';

/**
 * Sends malformed, oversized, wrong-type, negative, float and out-of-range inputs to every lottery
 * and control route the fake registers, and checks the answer is 4xx (never 5xx) and that the
 * fake still answers afterwards. Routes come from the handlers; field names from their schemas.
 */
useFake();

describe('bad input never makes the fake answer 5xx', () => {
  it('takes every lottery and control route from the route table, most with their schemas', () => {
    expect(ROUTES.length).toBeGreaterThan(40);
    expect(new Set(ROUTES.map(keyOf)).size).toBe(ROUTES.length);
    expect(ROUTES.filter((r) => Object.keys(r.schemas).length > 0).length).toBeGreaterThan(50);
  });

  it.each(ROUTES.map((r) => [keyOf(r), r] as const))('%s', async (_, route) => {
    const auth = await token(AHMED);
    await attack(route, auth);
    // Still answering: a public read, a login and the control API.
    expect((await fetch(`${ORIGIN}/lottery/sales/game-infos`)).status).toBe(200);
    expect(await token(AHMED)).toMatch(/^ey/);
    expect((await fetch(`${ORIGIN}/__control/clock`)).status).toBe(200);
  });

  it('answers 400 to malformed % escapes in world ids, CMS and lottery paths', async () => {
    for (const path of [
      '/w/%E0%A4%A/lottery/sales/game-infos',
      '/w/a%ZZ/lottery/sales/game-infos',
      '/w/a%ZZ/__control/clock',
      '/cms/api/content-pages/%E0%A4%A',
      '/cms/api/news-articles/%ZZ',
      '/lottery/orders/%ZZ/positions/1',
    ]) {
      const answer = await fetch(`${ORIGIN}${path}`);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
    }
  });

  it('refuses a clock start that would leave a world broken, and keeps the world working', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${ORIGIN}/__control${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    for (const clockStart of ['1500', 8.64e15, -1, '9999-01-01']) {
      expect((await post('/reset', { clockStart })).status, String(clockStart)).toBe(400);
      expect((await post('/worlds', { clockStart })).status, String(clockStart)).toBe(400);
      expect((await fetch(`${ORIGIN}/lottery/sales/game-infos`)).status).toBe(200);
      expect(await token(AHMED)).toMatch(/^ey/);
    }
  });

  it('refuses an unknown key in every control body and query with 400 naming it', async () => {
    const control = ROUTES.filter((r) => r.path.startsWith('/__control/'));
    const strict = control.filter((r) => r.schemas.body ?? r.schemas.query);
    expect(strict.length).toBeGreaterThan(12);
    for (const route of strict) {
      const url = new URL(`${ORIGIN}${route.path.replace(/:(\w+)/g, '07701234567')}`);
      if (!route.schemas.body) url.searchParams.set('soldout', 'all');
      const answer = await fetch(url, {
        method: route.method,
        headers: { 'Content-Type': 'application/json' },
        body: route.schemas.body ? JSON.stringify({ soldout: 'all' }) : undefined,
      });
      const body = (await answer.json()) as { message: string; errors: object[] };
      expect(answer.status, keyOf(route)).toBe(400);
      expect(body.errors, keyOf(route)).toContainEqual({ field: 'soldout', code: 'UNKNOWN_FIELD' });
      expect(body.message, keyOf(route)).toContain('soldout');
    }
  });

  afterAll(() => {
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    // The coverage figure: routes × bad inputs actually sent.
    console.info(`bad-input test: ${counts.size} routes, ${total} bad requests`);
  });
});
