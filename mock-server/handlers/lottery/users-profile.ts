import { http } from 'msw';
import type { CommunicationPreferences, ProfileUpdate } from '../../../src/lib/api/types';
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
import { body, handle, json, noContent, playerOf, query } from '../respond';

/** Profile, password change, language, preferences, email confirmation, self-block and close. */
export const usersProfileHandlers = (base: string) => [
  http.get(
    `${base}/users`,
    handle(({ request }) => json(toProfile(playerOf(request)))),
  ),
  http.put(
    `${base}/users`,
    handle(async ({ request }) => {
      const player = playerOf(request);
      return json(toProfile(updateProfile(player, await body<ProfileUpdate>(request))));
    }),
  ),
  http.post(
    `${base}/users/password/change`,
    handle(({ request }) => {
      const q = query(request);
      changePassword(playerOf(request), q.get('password'), q.get('newPassword'));
      return noContent();
    }),
  ),
  http.post(
    `${base}/users/self-block`,
    handle(({ request }) => {
      selfBlock(playerOf(request), query(request).get('password'));
      return noContent();
    }),
  ),
  http.put(
    `${base}/users/self-close`,
    handle(({ request }) => {
      selfClose(playerOf(request));
      return noContent();
    }),
  ),
  http.put(
    `${base}/users/communication-preferences`,
    handle(async ({ request }) => {
      const player = playerOf(request);
      return json(
        setCommunicationPreferences(player, await body<CommunicationPreferences>(request)),
      );
    }),
  ),
  http.put(
    `${base}/users/language`,
    handle(async ({ request }) => {
      const player = playerOf(request);
      setLanguage(player, (await body<{ iso: string }>(request)).iso);
      return noContent();
    }),
  ),
  http.post(
    `${base}/users/confirm-email`,
    handle(({ request }) => json(confirmEmail(query(request).get('activationId')))),
  ),
];
