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
import { validBody, validQuery } from '../validate';
import {
  activationQuery,
  communicationPreferencesBody,
  languageBody,
  passwordChangeQuery,
  passwordQuery,
  profileUpdateBody,
} from './schemas/profile';

/** Profile, password change, language, preferences, email confirmation, self-block and close. */
export const usersProfileHandlers = (base: string) => [
  route.get(`${base}/users`, handle(authed(({ player }) => json(toProfile(player))))),
  route.put(
    `${base}/users`,
    handle(
      authed(async ({ world, request, player }) => {
        return json(
          toProfile(updateProfile(world, player, await validBody(request, profileUpdateBody))),
        );
      }),
    ),
    { body: profileUpdateBody },
  ),
  route.post(
    `${base}/users/password/change`,
    handle(
      authedAfterInput(({ world, request, playerNow }) => {
        const q = validQuery(request, passwordChangeQuery);
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
    { query: passwordChangeQuery },
  ),
  route.post(
    `${base}/users/self-block`,
    handle(
      authed(({ world, request, player }) => {
        selfBlock(world, player, validQuery(request, passwordQuery).password ?? null);
        return noContent();
      }),
    ),
    { query: passwordQuery },
  ),
  route.put(
    `${base}/users/self-close`,
    handle(
      authed(({ world, player }) => {
        selfClose(world, player);
        return noContent();
      }),
    ),
  ),
  route.put(
    `${base}/users/communication-preferences`,
    handle(
      authed(async ({ world, request, player }) => {
        return json(
          setCommunicationPreferences(
            world,
            player,
            await validBody(request, communicationPreferencesBody),
          ),
        );
      }),
    ),
    { body: communicationPreferencesBody },
  ),
  route.put(
    `${base}/users/language`,
    handle(
      authed(async ({ world, request, player }) => {
        setLanguage(world, player, (await validBody(request, languageBody)).iso);
        return noContent();
      }),
    ),
    { body: languageBody },
  ),
  route.post(
    `${base}/users/confirm-email`,
    handle(({ world, request }) =>
      json(confirmEmail(world, validQuery(request, activationQuery).activationId ?? null)),
    ),
    { query: activationQuery },
  ),
];
