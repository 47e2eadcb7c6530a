import { route } from '../../routes/route';
import { confirmMobile, register, resendCode } from '../../services/accounts/registration';
import { forgotPassword, login, resetPassword } from '../../services/accounts/passwords';
import { refresh } from '../../services/auth';
import { authed, authedAfterInput, handle, json, noContent, revokeSessionOf } from '../respond';

/** Login, sign-up, SMS code, password reset, token refresh and logout. */
export const usersAuthHandlers = (base: string) => [
  route.call(base, 'login', (input) =>
    handle(async ({ world, request }) => {
      const { username, password } = input.query(request);
      return json(await login(world, username ?? null, password ?? null));
    }),
  ),
  route.call(base, 'register', (input) =>
    handle(async ({ world, request }) => json(await register(world, await input.body(request)))),
  ),
  route.call(base, 'confirmMobileNumber', (input) =>
    handle(
      authedAfterInput(({ world, request, playerNow }) => {
        const { activateCode } = input.query(request);
        confirmMobile(world, playerNow(), activateCode ?? null);
        return noContent();
      }),
    ),
  ),
  route.call(base, 'resendMobileConfirmation', () =>
    handle(authed(({ world, player }) => json(resendCode(world, player)))),
  ),
  route.call(base, 'forgotPassword', (input) =>
    handle(({ world, request }) => {
      forgotPassword(world, input.query(request).username ?? null);
      return noContent();
    }),
  ),
  route.call(base, 'resetPasswordWithCode', (input) =>
    handle(({ world, request }) => {
      resetPassword(world, input.query(request));
      return noContent();
    }),
  ),
  route.call(base, 'refreshTokens', (input) =>
    handle(async ({ world, request }) =>
      json(await refresh(world, input.query(request).refreshToken ?? null)),
    ),
  ),
  route.call(base, 'logout', () =>
    handle(
      authed(({ world, request }) => {
        revokeSessionOf(world, request);
        return noContent();
      }),
    ),
  ),
];
