import { describe, expect, it } from 'vitest';
import { CLOCK_START, useFake } from '../testing/fake';
import { controlIn, inWorld, newWorld } from '../testing/worlds';
import type { Verification } from '../pipeline/verify';

useFake();

const verify = (world: string, body: object) =>
  controlIn<Verification>(world, '/verify', { method: 'POST', body });

describe('verification by query (issue 42)', () => {
  it('matches query parameters by value and names a query that differs as the nearest miss', async () => {
    const world = await newWorld(CLOCK_START);
    await inWorld(world, '/sales/game-infos', { query: { lang: 'ar', page: '2' } });
    await inWorld(world, '/sales/game-infos', { query: { lang: 'en' } });
    const infos = { method: 'GET', path: '/sales/game-infos' };
    const ar = await verify(world, { ...infos, query: { lang: 'ar' }, times: { exactly: 1 } });
    expect(ar.body).toMatchObject({ matched: true, count: 1 });
    expect((await verify(world, { ...infos, query: { lang: 'ar', page: '2' } })).status).toBe(200);
    const ku = await verify(world, { ...infos, query: { lang: 'ku' } });
    expect(ku.status).toBe(409);
    expect(ku.body.nearestMisses?.[0]?.differences).toEqual([
      'query lang: expected "ku", got "en"',
    ]);
    // Together with the body and headers checks: all must hold.
    const both = { ...infos, query: { lang: 'en' }, headers: { 'x-trace': 'none' } };
    expect((await verify(world, both)).status).toBe(409);
    expect((await verify(world, { ...infos, query: { lang: 1 } })).status).toBe(400);
  });
});
