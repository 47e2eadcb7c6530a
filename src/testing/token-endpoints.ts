import { http, HttpResponse } from 'msw';
import { makeJwt } from '@/testing/make-jwt';
import { lotteryUrl, testServer } from '@/testing/network';
import { tokenStore } from '@/lib/api/tokens';

// Endpoints of the token tests: each answers and records what the client sent.

/** Answers GET /users and records when (fake clock) and with which bearer each request came. */
export function profileEndpoint() {
  const seen: { at: number; auth: string | null }[] = [];
  testServer.use(
    http.get(lotteryUrl('/users'), ({ request }) => {
      seen.push({ at: Date.now(), auth: request.headers.get('authorization') });
      return HttpResponse.json({ id: 7 });
    }),
  );
  return seen;
}

/** Answers the refresh with new tokens and records the refresh tokens it was given. */
export function refreshEndpoint(answer = () => HttpResponse.json(newTokens())) {
  const given: (string | null)[] = [];
  testServer.use(
    http.post(lotteryUrl('/users/tokens/refresh'), ({ request }) => {
      given.push(new URL(request.url).searchParams.get('refreshToken'));
      return answer();
    }),
  );
  return given;
}

let issued = 0;
export const newTokens = () => {
  issued += 1;
  return {
    securityToken: makeJwt({ expInSeconds: 900, sub: `new-${issued}` }),
    refreshToken: `r-new`,
    status: 'OK',
  };
};

export const storeOnlyRefreshToken = (refreshToken: string) => {
  tokenStore.setTokens({ securityToken: 'x', refreshToken });
  tokenStore.clearSecurityToken();
};

export function ticketTypesEndpoint() {
  const auth: (string | null)[] = [];
  testServer.use(
    http.get(lotteryUrl('/games/tickets'), ({ request }) => {
      auth.push(request.headers.get('authorization'));
      return HttpResponse.json([]);
    }),
  );
  return auth;
}
