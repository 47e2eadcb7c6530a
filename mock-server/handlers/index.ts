import { http, type HttpHandler } from 'msw';
import { DEFAULT_ORIGIN } from '../config';
import { controlHandlers } from '../control/handlers';
import { createCmsHandlers } from './cms';
import { gateHandlers } from './gate';
import { json } from './respond';
import { favouritesHandlers } from './lottery/favourites';
import { gamesHandlers } from './lottery/games';
import { ordersHandlers } from './lottery/orders';
import { paymentsHandlers } from './lottery/payments';
import { usersAuthHandlers } from './lottery/users-auth';
import { usersProfileHandlers } from './lottery/users-profile';
import { usersResponsiblePlayHandlers } from './lottery/users-responsible-play';
import { usersWalletHandlers } from './lottery/users-wallet';

export interface HandlerOptions {
  /** The origin the handlers answer, e.g. http://127.0.0.1:4000 (also used in generated links). */
  origin?: string;
}

/** Every handler of the fake for one origin: gate first, then lottery, CMS and control. */
export function createHandlers({ origin = DEFAULT_ORIGIN }: HandlerOptions = {}): HttpHandler[] {
  const clean = origin.replace(/\/$/, '');
  const lottery = `${clean}/lottery`;
  return [
    ...gateHandlers(clean),
    ...usersAuthHandlers(lottery),
    ...usersProfileHandlers(lottery),
    ...usersWalletHandlers(lottery),
    ...usersResponsiblePlayHandlers(lottery),
    ...ordersHandlers(lottery),
    ...gamesHandlers(lottery),
    ...favouritesHandlers(lottery),
    ...paymentsHandlers(lottery, clean),
    // An unknown lottery path answers like the API does, instead of falling through.
    http.all(`${lottery}/*`, () => json({ status: 'NOT_FOUND', message: 'No such endpoint' }, 404)),
    ...createCmsHandlers(clean),
    ...controlHandlers(clean),
    http.all(`${clean}/__control/*`, () =>
      json({ status: 'NOT_FOUND', message: 'No such control endpoint' }, 404),
    ),
  ];
}
