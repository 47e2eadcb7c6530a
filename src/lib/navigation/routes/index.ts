import { ACCOUNT_ROUTES } from './account';
import { CONTENT_ROUTES } from './content';
import { PAYMENT_ROUTES } from './payment';
import { PLAY_ROUTES } from './play';
import { RESULT_ROUTES } from './results';
import type { RouteFacts } from './route';
import { TICKET_ROUTES } from './tickets';

export type { RouteFacts, TitleKey } from './route';

/** Every fixed route of the app (spec section 2 and the player tools), by key. */
export const ROUTE_FACTS = {
  ...PLAY_ROUTES,
  ...ACCOUNT_ROUTES,
  ...TICKET_ROUTES,
  ...RESULT_ROUTES,
  ...CONTENT_ROUTES,
  ...PAYMENT_ROUTES,
};

export type RouteKey = keyof typeof ROUTE_FACTS;
type Table = typeof ROUTE_FACTS;

const entries = Object.entries(ROUTE_FACTS) as [RouteKey, RouteFacts][];

/** Each route's path by key; features link with these, never literals. */
export const PATHS = Object.fromEntries(entries.map(([key, route]) => [key, route.path])) as {
  readonly [K in RouteKey]: Table[K]['path'];
};

export type AppPath = (typeof PATHS)[RouteKey];

const pathsWhere = (test: (route: RouteFacts) => boolean | undefined): ReadonlySet<string> =>
  new Set(entries.filter(([, route]) => test(route)).map(([, route]) => route.path));

/** Paths a login may return to: every fixed page except the ones that make no sense after login. */
export const REDIRECT_PATHS = pathsWhere((route) => !route.noReturn);
/** Pages where the post-navigation rule leaves an unverified player alone (section 4). */
export const UNVERIFIED_ALLOWED = pathsWhere((route) => route.unverifiedAllowed);
/** Payment pages: the inactivity logout never interrupts them (section 4). */
export const PAYMENT_PATHS = pathsWhere((route) => route.payment);

/** The routes rendered to HTML at build time (decision 0232). */
export const PRERENDERED_PATHS: readonly string[] = entries
  .filter(([, route]) => route.prerender)
  .map(([, route]) => route.path);
