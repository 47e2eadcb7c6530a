import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccountBalance, getProfile } from '../account';
import { eventsOf, useApiEvents } from '@/testing/api-events';
import { testBalance } from '@/testing/fixtures';
import { lotteryUrl, useApiServer } from '@/testing/network';
import { useFakeApiTimers } from '@/testing/fake-timers';
import { makeJwt } from '@/testing/make-jwt';
import { tokenStore } from '../tokens';

const server = useApiServer();
const events = useApiEvents();
useFakeApiTimers();

const BALANCE = testBalance();

/** Answers the balance with `answers` in turn (the last one repeats) and records when each came. */
function balanceEndpoint(...answers: (() => Response)[]) {
  const at: number[] = [];
  server.use(
    http.get(lotteryUrl('/users/account-balance'), () => {
      at.push(Date.now());
      const answer = answers[Math.min(at.length, answers.length) - 1];
      return answer ? answer() : HttpResponse.json(BALANCE);
    }),
  );
  return at;
}

const serverError = () => HttpResponse.json({ status: 'DOWN', message: 'down' }, { status: 503 });

let start = 0;
beforeEach(() => {
  tokenStore.setTokens({ securityToken: makeJwt({ expInSeconds: 900 }), refreshToken: 'r1' });
  start = Date.now();
});

describe('balance fetch backoff (1, 2, 4 s)', () => {
  it('retries three times, then rejects with one alert', async () => {
    const at = balanceEndpoint(serverError);
    const result = getAccountBalance().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(6999);
    expect(at.map((time) => time - start)).toEqual([0, 1000, 3000]);
    expect(eventsOf(events, 'alert')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toMatchObject({ status: 503 });
    expect(at.map((time) => time - start)).toEqual([0, 1000, 3000, 7000]);
    expect(eventsOf(events, 'alert')).toHaveLength(1);
  });

  it('succeeds on the second try', async () => {
    const at = balanceEndpoint(serverError, () => HttpResponse.json(BALANCE));
    const result = getAccountBalance();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual(BALANCE);
    expect(at.map((time) => time - start)).toEqual([0, 1000]);
    expect(eventsOf(events, 'alert')).toEqual([]);
  });

  it('retries network errors', async () => {
    const at = balanceEndpoint(
      () => HttpResponse.error(),
      () => HttpResponse.error(),
      () => HttpResponse.json(BALANCE),
    );
    const result = getAccountBalance();
    await vi.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toEqual(BALANCE);
    expect(at.map((time) => time - start)).toEqual([0, 1000, 3000]);
  });

  it('does not retry a 4xx answer', async () => {
    const at = balanceEndpoint(() =>
      HttpResponse.json({ status: 'X', message: 'x' }, { status: 403 }),
    );
    await expect(getAccountBalance()).rejects.toMatchObject({ status: 403 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(at).toHaveLength(1);
  });

  it('other calls are not retried', async () => {
    let calls = 0;
    server.use(
      http.get(lotteryUrl('/users'), () => {
        calls += 1;
        return serverError();
      }),
    );
    await expect(getProfile()).rejects.toMatchObject({ status: 503 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(1);
  });
});
