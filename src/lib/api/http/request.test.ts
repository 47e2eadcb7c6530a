import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../config';
import { getGameInfos } from '../games';
import { eventsOf, useApiEvents } from '@/testing/api-events';
import { useApiServer } from '@/testing/network';

const server = useApiServer();
const events = useApiEvents();

afterEach(() => {
  setRuntimeConfig({});
});

describe('the http client', () => {
  it('sends Accept: application/json', async () => {
    let accept: string | null = null;
    server.use(
      http.get('http://127.0.0.1:4000/lottery/sales/game-infos', ({ request }) => {
        accept = request.headers.get('accept');
        return HttpResponse.json([]);
      }),
    );
    await getGameInfos();
    expect(accept).toBe('application/json');
  });

  it('reads the base address from the runtime config on every call', async () => {
    const hits: string[] = [];
    server.use(
      http.get('http://127.0.0.1:4000/lottery/sales/game-infos', () => {
        hits.push('default');
        return HttpResponse.json([]);
      }),
      http.get('https://api.example.test/v1/sales/game-infos', () => {
        hits.push('configured');
        return HttpResponse.json([]);
      }),
    );
    await getGameInfos();
    setRuntimeConfig({ lotteryApiBaseUrl: 'https://api.example.test/v1' });
    await getGameInfos();
    expect(hits).toEqual(['default', 'configured']);
  });

  it('treats a 3xx answer as a failure (only 200-299 succeed)', async () => {
    server.use(
      http.get(
        'http://127.0.0.1:4000/lottery/sales/game-infos',
        () => new HttpResponse(null, { status: 304 }),
      ),
    );
    await expect(getGameInfos()).rejects.toMatchObject({ status: 304 });
  });

  it('reports the number of calls in flight when each starts and ends', async () => {
    server.use(
      http.get('http://127.0.0.1:4000/lottery/sales/game-infos', () => HttpResponse.json([])),
    );
    await Promise.all([getGameInfos(), getGameInfos()]);
    expect(eventsOf(events, 'progress').map((event) => event.inFlight)).toEqual([1, 2, 1, 0]);
  });

  it('ends the progress for a failed call too', async () => {
    server.use(
      http.get('http://127.0.0.1:4000/lottery/sales/game-infos', () => HttpResponse.error()),
    );
    await expect(getGameInfos()).rejects.toThrow('Network Error');
    expect(eventsOf(events, 'progress').map((event) => event.inFlight)).toEqual([1, 0]);
  });
});
