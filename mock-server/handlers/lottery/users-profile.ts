import { route } from '../../routes/route';
import { changePassword } from '../../services/accounts/passwords';
import { toProfile } from '../../services/accounts/players';
import {
  confirmEmail,
  selfBlock,
  selfClose,
  setCommunicationPreferences,
  setLanguage,
  updateProfile,
} from '../../services/accounts/profile';
import { authed, authedAfterInput, handle, json, noContent, sessionIdOfRequest } from '../respond';

/** Profile, password change, language, preferences, email confirmation, self-block and close. */
export const usersProfileHandlers = (base: string) => [
  route.call(base, 'getProfile', () => handle(authed(({ player }) => json(toProfile(player))))),
  route.call(base, 'updateProfile', (input) =>
    handle(
      authed(async ({ world, request, player }) => {
        return json(toProfile(updateProfile(world, player, await input.body(request))));
      }),
    ),
  ),
  route.call(base, 'changePassword', (input) =>
    handle(
      authedAfterInput(({ world, request, playerNow }) => {
        const q = input.query(request);
        changePassword(
          world,
          playerNow(),
          q.password ?? null,
          q.newPassword ?? null,
          sessionIdOfRequest(world, request),
        );
        return noContent();
      }),
    ),
  ),
  route.call(base, 'selfBlock', (input) =>
    handle(
      authed(({ world, request, player }) => {
        selfBlock(world, player, input.query(request).password ?? null);
        return noContent();
      }),
    ),
  ),
  route.call(base, 'selfClose', () =>
    handle(
      authed(({ world, player }) => {
        selfClose(world, player);
        return noContent();
      }),
    ),
  ),
  route.call(base, 'updateCommunicationPreferences', (input) =>
    handle(
      authed(async ({ world, request, player }) => {
        return json(setCommunicationPreferences(world, player, await input.body(request)));
      }),
    ),
  ),
  route.call(base, 'setLanguage', (input) =>
    handle(
      authed(async ({ world, request, player }) => {
        setLanguage(world, player, (await input.body(request)).iso);
        return noContent();
      }),
    ),
  ),
  route.call(base, 'confirmEmail', (input) =>
    handle(({ world, request }) =>
      json(confirmEmail(world, input.query(request).activationId ?? null)),
    ),
  ),
];
