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
    handle(async ({ world, request }) => {
      const { username, password } = validQuery(request, loginQuery);
      return json(await login(world, username ?? null, password ?? null));
    }),
    { query: loginQuery },
  ),
  route.put(
    `${base}/users/registration`,
    handle(async ({ world, request }) =>
      json(await register(world, await validBody(request, registrationBody))),
    ),
    { body: registrationBody },
  ),
  route.post(
    `${base}/users/confirm-mobile-number`,
    handle(({ world, request }) => {
      const { activateCode } = validQuery(request, activateCodeQuery);
      confirmMobile(world, playerOf(world, request), activateCode ?? null);
      return noContent();
    }),
    { query: activateCodeQuery },
  ),
  route.post(
    `${base}/users/resend-mobile-confirmation`,
    handle(({ world, request }) => json(resendCode(world, playerOf(world, request)))),
  ),
  route.post(
    `${base}/users/password/reset/forgot`,
    handle(({ world, request }) => {
      forgotPassword(world, validQuery(request, usernameQuery).username ?? null);
      return noContent();
    }),
    { query: usernameQuery },
  ),
  route.post(
    `${base}/users/password/reset/change`,
    handle(({ world, request }) => {
      resetPassword(world, validQuery(request, passwordResetQuery));
      return noContent();
    }),
    { query: passwordResetQuery },
  ),
  route.post(
    `${base}/users/tokens/refresh`,
    handle(async ({ world, request }) =>
      json(await refresh(world, validQuery(request, refreshQuery).refreshToken ?? null)),
    ),
    { query: refreshQuery },
  ),
  route.post(
    `${base}/users/logout`,
    handle(({ world, request }) => {
      playerOf(world, request);
      revokeSessionOf(world, request);
      return noContent();
    }),
  ),
];
