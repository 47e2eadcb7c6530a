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
    handle(({ request }) => json(toProfile(playerOf(request)))),
  ),
  route.put(
    `${base}/users`,
    handle(async ({ request }) => {
      const player = playerOf(request);
      return json(toProfile(updateProfile(player, await validBody(request, profileUpdateBody))));
    }),
  ),
  route.post(
    `${base}/users/password/change`,
    handle(({ request }) => {
      const q = validQuery(request, passwordChangeQuery);
      changePassword(
        playerOf(request),
        q.password ?? null,
        q.newPassword ?? null,
        sessionIdOfRequest(request),
      );
      return noContent();
    }),
  ),
  route.post(
    `${base}/users/self-block`,
    handle(({ request }) => {
      selfBlock(playerOf(request), validQuery(request, passwordQuery).password ?? null);
      return noContent();
    }),
  ),
  route.put(
    `${base}/users/self-close`,
    handle(({ request }) => {
      selfClose(playerOf(request));
      return noContent();
    }),
  ),
  route.put(
    `${base}/users/communication-preferences`,
    handle(async ({ request }) => {
      const player = playerOf(request);
      return json(
        setCommunicationPreferences(player, await validBody(request, communicationPreferencesBody)),
      );
    }),
  ),
  route.put(
    `${base}/users/language`,
    handle(async ({ request }) => {
      const player = playerOf(request);
      setLanguage(player, (await validBody(request, languageBody)).iso);
      return noContent();
    }),
  ),
  route.post(
    `${base}/users/confirm-email`,
    handle(({ request }) =>
      json(confirmEmail(validQuery(request, activationQuery).activationId ?? null)),
    ),
  ),
];
