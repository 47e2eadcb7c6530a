import { route } from '../../routes/route';
import { confirmMobile, register, resendCode } from '../../services/accounts/registration';
import { forgotPassword, login, resetPassword } from '../../services/accounts/passwords';
import { refresh } from '../../services/auth';
import { handle, json, noContent, playerOf, revokeSessionOf } from '../respond';
import { validBody, validQuery } from '../validate';
import {
  activateCodeQuery,
  loginQuery,
  passwordResetQuery,
  refreshQuery,
  registrationBody,
  usernameQuery,
} from './schemas/auth';

/** Login, sign-up, SMS code, password reset, token refresh and logout. */
export const usersAuthHandlers = (base: string) => [
  route.post(
    `${base}/users/login`,
    handle(async ({ request }) => {
      const { username, password } = validQuery(request, loginQuery);
      return json(await login(username ?? null, password ?? null));
    }),
  ),
  route.put(
    `${base}/users/registration`,
    handle(async ({ request }) => json(await register(await validBody(request, registrationBody)))),
  ),
  route.post(
    `${base}/users/confirm-mobile-number`,
    handle(({ request }) => {
      const { activateCode } = validQuery(request, activateCodeQuery);
      confirmMobile(playerOf(request), activateCode ?? null);
      return noContent();
    }),
  ),
  route.post(
    `${base}/users/resend-mobile-confirmation`,
    handle(({ request }) => json(resendCode(playerOf(request)))),
  ),
  route.post(
    `${base}/users/password/reset/forgot`,
    handle(({ request }) => {
      forgotPassword(validQuery(request, usernameQuery).username ?? null);
      return noContent();
    }),
  ),
  route.post(
    `${base}/users/password/reset/change`,
    handle(({ request }) => {
      resetPassword(validQuery(request, passwordResetQuery));
      return noContent();
    }),
  ),
  route.post(
    `${base}/users/tokens/refresh`,
    handle(async ({ request }) =>
      json(await refresh(validQuery(request, refreshQuery).refreshToken ?? null)),
    ),
  ),
  route.post(
    `${base}/users/logout`,
    handle(({ request }) => {
      playerOf(request);
      revokeSessionOf(request);
      return noContent();
    }),
  ),
];
