import { route } from '../../routes/route';
import {
  alertInboxOf,
  alertPreferencesOf,
  changeAlertPreferences,
  readAllAlerts,
} from '../../services/alerts';
import { authed, handle, json } from '../respond';
import { validBody } from '../validate';
import { alertPreferencesBody } from './schemas/alerts';

/** Extension (decision 0227): alert preferences per topic and channel, and the in-app alerts. */
export const usersAlertsHandlers = (base: string) => [
  route.get(
    `${base}/users/alert-preferences`,
    handle(authed(({ world, player }) => json(alertPreferencesOf(world, player.id)))),
  ),
  route.put(
    `${base}/users/alert-preferences`,
    handle(
      authed(async ({ world, request, player }) => {
        const change = await validBody(request, alertPreferencesBody);
        return json(changeAlertPreferences(world, player.id, change));
      }),
    ),
    { body: alertPreferencesBody },
  ),
  route.get(
    `${base}/users/alerts`,
    handle(authed(({ world, player }) => json(alertInboxOf(world, player.id)))),
  ),
  route.post(
    `${base}/users/alerts/read`,
    handle(authed(({ world, player }) => json(readAllAlerts(world, player.id)))),
  ),
];
