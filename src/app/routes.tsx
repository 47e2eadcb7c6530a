import { ROUTE_FACTS, type RouteFacts, type RouteKey, type TitleKey } from '@/lib/navigation';
import { PAGES } from './route-pages';
import type { PropsOf } from './routing/page-def';

type Pages = typeof PAGES;

/** The page a route shows: `props` are that page's props, required when it has some. */
type PageOf<K extends keyof Pages> = { page: Pages[K] } & (object extends PropsOf<Pages[K]>
  ? { props?: PropsOf<Pages[K]> }
  : { props: PropsOf<Pages[K]> });
type Binding = { [K in keyof Pages]: PageOf<K> }[keyof Pages];

/** One fixed route: its facts (src/lib/navigation/routes) and the page it lazy-loads. */
export type RouteDef = Omit<RouteFacts, 'title'> & { title: TitleKey } & Binding;

const tickets = (tab: 'upcoming' | 'drawn') => ({ page: PAGES.tickets, props: { tab } });
const details = (tab: 'upcoming' | 'drawn') => ({ page: PAGES.ticketDetails, props: { tab } });
const outcome = (kind: 'general_error' | 'deposit_refused' | 'deposit_failed') => ({
  page: PAGES.paymentOutcome,
  props: { outcome: kind },
});

/**
 * Each route's page, by the route's key: a route added to the route modules without a page here
 * (or a page bound to no route) does not compile. The shell renders /restricted and /cn itself.
 */
const PAGE_OF: { [K in Exclude<RouteKey, 'restricted' | 'chinese'>]: Binding } = {
  home: { page: PAGES.play },
  play6of29: { page: PAGES.play },
  quickPlay: { page: PAGES.quickPlay },
  odds: { page: PAGES.odds },
  cart: { page: PAGES.cart },
  purchaseSuccess: { page: PAGES.purchaseSuccess },
  subscriptions: { page: PAGES.subscriptions },
  subscribe: { page: PAGES.subscribe },
  subscriptionRenewals: { page: PAGES.subscriptionRenewals },
  login: { page: PAGES.login },
  register: { page: PAGES.register },
  verifyAccount: { page: PAGES.verifyAccount },
  forgotPassword: { page: PAGES.forgotPassword },
  changePassword: { page: PAGES.changePassword },
  myAccount: { page: PAGES.myAccount },
  myFunds: { page: PAGES.myFunds },
  settings: { page: PAGES.settings },
  myVouchers: { page: PAGES.myVouchers },
  voucherTerms: { page: PAGES.voucherTerms },
  notifications: { page: PAGES.notifications },
  responsiblePlay: { page: PAGES.responsiblePlay },
  gameRecall: { page: PAGES.gameRecall },
  favourites: { page: PAGES.favourites },
  upcomingTickets: tickets('upcoming'),
  drawnTickets: tickets('drawn'),
  upcomingTicketsDetails: details('upcoming'),
  drawnTicketsDetails: details('drawn'),
  receipt: { page: PAGES.receipt },
  checkNumbers: { page: PAGES.checkNumbers },
  more: { page: PAGES.more },
  results: { page: PAGES.results },
  resultsHistory: { page: PAGES.resultsHistory },
  statistics: { page: PAGES.statistics },
  verifyDraw: { page: PAGES.verifyDraw },
  causes: { page: PAGES.causes },
  terms: { page: PAGES.terms },
  privacy: { page: PAGES.privacy },
  mediaCenter: { page: PAGES.mediaCenter },
  article: { page: PAGES.article },
  news: { page: PAGES.news },
  purchaseAndroid: { page: PAGES.purchaseAndroid },
  nativeProgression: { page: PAGES.nativeProgression },
  paymentAndroid: { page: PAGES.paymentAndroid },
  paymentGeneralError: outcome('general_error'),
  paymentDepositRefused: outcome('deposit_refused'),
  paymentDepositFailed: outcome('deposit_failed'),
};

/** A route key's full definition: its facts and its page. */
export const routeOf = (key: keyof typeof PAGE_OF): RouteDef => ({
  ...ROUTE_FACTS[key],
  ...PAGE_OF[key],
});

/** Every fixed route with a page, in the route modules' order. */
export const ROUTES: readonly RouteDef[] = (Object.keys(PAGE_OF) as (keyof typeof PAGE_OF)[]).map(
  routeOf,
);

/** The page CMS content routes render. */
export const CONTENT_PAGE = PAGES.content;
