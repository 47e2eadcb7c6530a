import type { HttpHandler } from 'msw';
import { DEFAULT_ORIGIN } from '../config';
import { controlRoutes } from '../control/handlers';
import { route } from '../routes/route';
import { toMswHandlers } from '../routes/to-msw';
import type { Route } from '../routes/types';
import { createCmsRoutes } from './cms';
import { gateRoutes } from './gate';
import { json } from './respond';
import { charityHandlers } from './lottery/charity';
import { playerCareHandlers } from './lottery/player-care';
import { prizeClaimHandlers } from './lottery/prize-claims';
import { drawVerificationHandlers } from './lottery/draw-verification';
import { favouritesHandlers } from './lottery/favourites';
import { subscriptionsHandlers } from './lottery/subscriptions';
import { gamesHandlers } from './lottery/games';
import { ordersHandlers } from './lottery/orders';
import { paymentsHandlers } from './lottery/payments';
import { usersAlertsHandlers } from './lottery/users-alerts';
import { usersAuthHandlers } from './lottery/users-auth';
import { usersProfileHandlers } from './lottery/users-profile';
import { usersResponsiblePlayHandlers } from './lottery/users-responsible-play';
import { usersPlaySessionHandlers } from './lottery/users-play-session';
import { usersTermsHandlers } from './lottery/users-terms';
import { usersWalletHandlers } from './lottery/users-wallet';

export interface HandlerOptions {
  /** The origin the handlers answer, e.g. http://127.0.0.1:4000 (also used in generated links). */
  origin?: string;
}

/**
 * The fake's one route table for an origin: gate first, then lottery, CMS and control. The node
 * host serves it directly; `createHandlers` turns it into msw handlers (decision 0150).
 */
export function createRoutes({ origin = DEFAULT_ORIGIN }: HandlerOptions = {}): Route[] {
  const clean = origin.replace(/\/$/, '');
  const lottery = `${clean}/lottery`;
  return [
    ...gateRoutes(clean),
    ...usersAuthHandlers(lottery),
    ...usersProfileHandlers(lottery),
    ...usersWalletHandlers(lottery),
    ...usersResponsiblePlayHandlers(lottery),
    ...usersPlaySessionHandlers(lottery),
    ...ordersHandlers(lottery),
    ...gamesHandlers(lottery),
    ...drawVerificationHandlers(lottery),
    ...favouritesHandlers(lottery),
    ...usersAlertsHandlers(lottery),
    ...subscriptionsHandlers(lottery),
    ...usersTermsHandlers(lottery),
    ...charityHandlers(lottery),
    ...playerCareHandlers(lottery),
    ...prizeClaimHandlers(lottery),
    ...paymentsHandlers(lottery, clean),
    // An unknown lottery path answers like the API does, instead of falling through.
    route.all(`${lottery}/*`, () =>
      json({ status: 'NOT_FOUND', message: 'No such endpoint' }, 404),
    ),
    ...createCmsRoutes(clean),
    ...controlRoutes(clean),
    route.all(`${clean}/__control/*`, () =>
      json({ status: 'NOT_FOUND', message: 'No such control endpoint' }, 404),
    ),
  ];
}

/** The same table as msw handlers: msw/node in tests, the service worker in the demo build. */
export const createHandlers = (options: HandlerOptions = {}): HttpHandler[] =>
  toMswHandlers(createRoutes(options));
