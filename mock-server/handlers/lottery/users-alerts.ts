import { route } from '../../routes/route';
import {
  alertInboxOf,
  alertPreferencesOf,
  changeAlertPreferences,
  readAllAlerts,
} from '../../services/alerts';
import { authed, handle, json } from '../respond';

/** Extension (decision 0227): alert preferences per topic and channel, and the in-app alerts. */
export const usersAlertsHandlers = (base: string) => [
  route.call(base, 'getAlertPreferences', () =>
    handle(authed(({ world, player }) => json(alertPreferencesOf(world, player.id)))),
  ),
  route.call(base, 'setAlertPreferences', (input) =>
    handle(
      authed(async ({ world, request, player }) => {
        const change = await input.body(request);
        return json(changeAlertPreferences(world, player.id, change));
      }),
    ),
  ),
  route.call(base, 'getAlerts', () =>
    handle(authed(({ world, player }) => json(alertInboxOf(world, player.id)))),
  ),
  route.call(base, 'readAlerts', () =>
    handle(authed(({ world, player }) => json(readAllAlerts(world, player.id)))),
  ),
];
