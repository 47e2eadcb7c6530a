import { ROUTE_FACTS, type RouteFacts, type RouteKey } from '../../src/lib/navigation/routes';

/** What a visit to a route checks where it differs from the route module's facts. */
const VISIT: Partial<Record<RouteKey, { title?: string; query?: string } | 'skip'>> = {
  // Covered with an unverified player: a verified one is sent on by the page.
  verifyAccount: 'skip',
  // Sends a visitor on at once: no page and no title of its own.
  chinese: 'skip',
  // Opened without a purchase behind it, the success page goes to My Tickets (behaviour 243).
  purchaseSuccess: { title: 'upcomingTickets' },
  // Hands a checkout over to the native app and goes home at once: the title settles on home's.
  nativeProgression: { title: 'home' },
  paymentAndroid: { query: '?amount=5000&useToken=false' },
};

/**
 * Every fixed route with its common:titles key, derived from the route modules; `auth` routes
 * need a logged-in player.
 */
export const FIXED_ROUTES: readonly { path: string; title: string; auth?: boolean }[] = (
  Object.entries(ROUTE_FACTS) as [RouteKey, RouteFacts][]
).flatMap(([key, route]) => {
  const visit = VISIT[key] ?? {};
  if (visit === 'skip' || route.title === null) return [];
  return [
    {
      path: `${route.path}${visit.query ?? ''}`,
      title: visit.title ?? route.title,
      ...(route.auth ? { auth: true } : {}),
    },
  ];
});
