import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeJwt } from '@/testing/make-jwt';
import { eventsOf, useApiEvents } from '@/testing/api-events';
import { lotteryUrl, useApiServer } from '@/testing/network';
import { CALLS } from './calls';
import { acceptTerms, getTerms } from './terms';
import { tokenStore } from './tokens';
import type { TermsState } from './types';

const server = useApiServer();
const events = useApiEvents();
const state: TermsState = {
  latestVersion: '2026-09',
  latestEffectiveFrom: '2026-09-01',
  acceptedVersion: null,
  acceptedAt: null,
  latestAccepted: false,
};
let token = '';

beforeEach(() => {
  token = makeJwt({ expInSeconds: 600 });
  tokenStore.setTokens({ securityToken: token, refreshToken: 'r' });
});

// Extension calls (docs/decisions/0179-extension-calls-terms.md).
describe('terms calls', () => {
  it('reads the terms state with the bearer token', async () => {
    let auth: string | null = null;
    server.use(
      http.get(lotteryUrl('/users/terms'), ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json(state);
      }),
    );
    await expect(getTerms()).resolves.toEqual(state);
    expect(auth).toBe(`Bearer ${token}`);
  });

  it('accepts a version with a JSON body and answers the new state', async () => {
    let sent: unknown = null;
    server.use(
      http.put(lotteryUrl('/users/terms'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...state, acceptedVersion: '2026-09', latestAccepted: true });
      }),
    );
    await expect(acceptTerms('2026-09')).resolves.toMatchObject({ latestAccepted: true });
    expect(sent).toEqual({ version: '2026-09' });
  });

  it('rejects a 404 (not offered) and a refusal to the caller without the generic alert', async () => {
    server.use(
      http.get(lotteryUrl('/users/terms'), () =>
        HttpResponse.json({ status: 'NOT_FOUND', message: 'No such endpoint' }, { status: 404 }),
      ),
      http.put(lotteryUrl('/users/terms'), () =>
        HttpResponse.json({ status: 'TERMS_VERSION_OUTDATED', message: 'old' }, { status: 409 }),
      ),
    );
    await expect(getTerms()).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    await expect(acceptTerms('2025-03')).rejects.toMatchObject({
      status: 409,
      code: 'TERMS_VERSION_OUTDATED',
    });
    expect(eventsOf(events, 'alert')).toEqual([]);
    expect(CALLS.getTerms).toMatchObject({ auth: 'required', onFailure: 'caller' });
  });
});
