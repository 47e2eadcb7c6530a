import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpControlClient, worldControlBase, worldOf } from './control-client';
import { isNotOffered } from './control-error';

const BASE = 'http://127.0.0.1:4000/__control';

function answer(status: number, body?: unknown) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('httpControlClient', () => {
  it('reads a 409 of verify as an answer, with the pattern as the JSON body', async () => {
    const fetch = answer(409, { matched: false, count: 0, times: {}, nearestMisses: [] });
    const pattern = { method: 'POST', path: '/orders/*', times: { atLeast: 1 } };
    await expect(httpControlClient(BASE).verify(pattern)).resolves.toMatchObject({
      matched: false,
      count: 0,
    });
    expect(fetch).toHaveBeenCalledWith(`${BASE}/verify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(pattern),
    });
  });

  it('sends snapshot names and the journal count pattern where the fake reads them', async () => {
    const fetch = answer(200, { count: 2 });
    const client = httpControlClient(BASE);
    await expect(client.countRequests({ method: 'GET', path: '/users/*' })).resolves.toBe(2);
    expect(fetch.mock.calls[0]?.[0]).toBe(`${BASE}/journal/count?method=GET&path=%2Fusers%2F*`);
    await client.restoreSnapshot('bug 42');
    expect(fetch.mock.calls[1]?.[0]).toBe(`${BASE}/snapshots/bug%2042/restore`);
    expect(fetch.mock.calls[1]?.[1]).toMatchObject({ method: 'POST' });
  });

  it('sends a snapshot file as it was read, and the journal filter as a query', async () => {
    const fetch = answer(200, { entries: [] });
    const client = httpControlClient(BASE);
    const file = '{"format":"lottery-fake-snapshot","version":1}';
    await client.importSnapshot('bug-7', file);
    expect(fetch.mock.calls[0]).toEqual([
      `${BASE}/snapshots/bug-7`,
      { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: file },
    ]);
    await client.readJournal({ method: 'PUT', path: '/payment/*' });
    expect(fetch.mock.calls[1]?.[0]).toBe(`${BASE}/journal?method=PUT&path=%2Fpayment%2F*`);
    await client.readJournal();
    expect(fetch.mock.calls[2]?.[0]).toBe(`${BASE}/journal`);
  });

  it('says a 404 is a call this fake does not offer', async () => {
    answer(404, { status: 'NOT_FOUND', message: 'No route' });
    const refusal: unknown = await httpControlClient(BASE)
      .listSnapshots()
      .catch((e: unknown) => e);
    expect(isNotOffered(refusal)).toBe(true);
    answer(500, { message: 'boom' });
    const failure: unknown = await httpControlClient(BASE)
      .listSnapshots()
      .catch((e: unknown) => e);
    expect(isNotOffered(failure)).toBe(false);
  });
});

describe('worldControlBase', () => {
  it('puts a world beside the default one, from either', () => {
    expect(worldControlBase(BASE, 'qa-1')).toBe('http://127.0.0.1:4000/w/qa-1/__control');
    expect(worldControlBase('http://h/w/qa-1/__control', 'default')).toBe('http://h/__control');
    expect(worldOf('http://h/w/qa-1/__control')).toBe('qa-1');
    expect(worldOf(BASE)).toBe('default');
  });
});
