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
import { handle, json, noContent, playerOf, sessionIdOfRequest } from '../respond';
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
  route.get(
    `${base}/users`,
    handle(({ world, request }) => json(toProfile(playerOf(world, request)))),
  ),
  route.put(
    `${base}/users`,
    handle(async ({ world, request }) => {
      const player = playerOf(world, request);
      return json(
        toProfile(updateProfile(world, player, await validBody(request, profileUpdateBody))),
      );
    }),
    { body: profileUpdateBody },
  ),
  route.post(
    `${base}/users/password/change`,
    handle(({ world, request }) => {
      const q = validQuery(request, passwordChangeQuery);
      changePassword(
        world,
        playerOf(world, request),
        q.password ?? null,
        q.newPassword ?? null,
        sessionIdOfRequest(world, request),
      );
      return noContent();
    }),
    { query: passwordChangeQuery },
  ),
  route.post(
    `${base}/users/self-block`,
    handle(({ world, request }) => {
      selfBlock(
        world,
        playerOf(world, request),
        validQuery(request, passwordQuery).password ?? null,
      );
      return noContent();
    }),
    { query: passwordQuery },
  ),
  route.put(
    `${base}/users/self-close`,
    handle(({ world, request }) => {
      selfClose(world, playerOf(world, request));
      return noContent();
    }),
  ),
  route.put(
    `${base}/users/communication-preferences`,
    handle(async ({ world, request }) => {
      const player = playerOf(world, request);
      return json(
        setCommunicationPreferences(
          world,
          player,
          await validBody(request, communicationPreferencesBody),
        ),
      );
    }),
    { body: communicationPreferencesBody },
  ),
  route.put(
    `${base}/users/language`,
    handle(async ({ world, request }) => {
      const player = playerOf(world, request);
      setLanguage(world, player, (await validBody(request, languageBody)).iso);
      return noContent();
    }),
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
