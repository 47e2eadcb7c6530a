import { http } from 'msw';
import type { PasswordResetChange, RegistrationRequest } from '../../../src/lib/api/types';
import { confirmMobile, register, resendCode } from '../../services/accounts/registration';
import { forgotPassword, login, resetPassword } from '../../services/accounts/passwords';
import { refresh } from '../../services/auth';
import { body, handle, json, noContent, playerOf, query, revokeSessionOf } from '../respond';

/** Login, sign-up, SMS code, password reset, token refresh and logout. */
export const usersAuthHandlers = (base: string) => [
  http.post(
    `${base}/users/login`,
    handle(async ({ request }) =>
      json(await login(query(request).get('username'), query(request).get('password'))),
    ),
  ),
  http.put(
    `${base}/users/registration`,
    handle(async ({ request }) => json(await register(await body<RegistrationRequest>(request)))),
  ),
  http.post(
    `${base}/users/confirm-mobile-number`,
    handle(({ request }) => {
      confirmMobile(playerOf(request), query(request).get('activateCode'));
      return noContent();
    }),
  ),
  http.post(
    `${base}/users/resend-mobile-confirmation`,
    handle(({ request }) => json(resendCode(playerOf(request)))),
  ),
  http.post(
    `${base}/users/password/reset/forgot`,
    handle(({ request }) => {
      forgotPassword(query(request).get('username'));
      return noContent();
    }),
  ),
  http.post(
    `${base}/users/password/reset/change`,
    handle(({ request }) => {
      const q = query(request);
      const params: Partial<PasswordResetChange> = {
        securityCode: q.get('securityCode') ?? undefined,
        password: q.get('password') ?? undefined,
        passwordConfirmation: q.get('passwordConfirmation') ?? undefined,
        passwordRequestIdentifier: q.get('passwordRequestIdentifier') ?? undefined,
        username: q.get('username') ?? undefined,
      };
      resetPassword(params);
      return noContent();
    }),
  ),
  http.post(
    `${base}/users/tokens/refresh`,
    handle(async ({ request }) => json(await refresh(query(request).get('refreshToken')))),
  ),
  http.post(
    `${base}/users/logout`,
    handle(({ request }) => {
      playerOf(request);
      revokeSessionOf(request);
      return noContent();
    }),
  ),
];
