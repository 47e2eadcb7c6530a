import { PATHS } from '@/lib/navigation';
import { PAGES } from './route-pages';
import type { PropsOf } from './routing/page-def';
import type { TitleKey } from './routing/title-key';

type Pages = typeof PAGES;

/** A route to one page: `props` are that page's props, required when it has some. */
type RouteTo<K extends keyof Pages> = {
  path: string;
  page: Pages[K];
  title: TitleKey;
  /** Visitors go to /login?redirect=<path> first. */
  auth?: boolean;
} & (object extends PropsOf<Pages[K]>
  ? { props?: PropsOf<Pages[K]> }
  : { props: PropsOf<Pages[K]> });

/** One fixed route: the page it lazy-loads, its title and needs, its props checked by the page. */
export type RouteDef = { [K in keyof Pages]: RouteTo<K> }[keyof Pages];

const play = PAGES.play;
const tickets = PAGES.tickets;
const ticketDetails = PAGES.ticketDetails;
const outcome = PAGES.paymentOutcome;

/** Every fixed route of spec section 2. */
export const ROUTES: readonly RouteDef[] = [
  { path: PATHS.home, page: play, title: 'home' },
  { path: PATHS.play6of29, page: play, title: 'play6of29' },
  { path: PATHS.quickPlay, page: PAGES.quickPlay, title: 'quickPlay' },
  { path: PATHS.login, page: PAGES.login, title: 'login' },
  { path: PATHS.register, page: PAGES.register, title: 'register' },
  {
    path: PATHS.verifyAccount,
    page: PAGES.verifyAccount,
    title: 'verifyAccount',
    auth: true,
  },
  {
    path: PATHS.forgotPassword,
    page: PAGES.forgotPassword,
    title: 'forgotPassword',
  },
  {
    path: PATHS.changePassword,
    page: PAGES.changePassword,
    title: 'changePassword',
  },
  {
    path: PATHS.upcomingTickets,
    page: tickets,
    title: 'upcomingTickets',
    auth: true,
    props: { tab: 'upcoming' },
  },
  {
    path: PATHS.drawnTickets,
    page: tickets,
    title: 'drawnTickets',
    auth: true,
    props: { tab: 'drawn' },
  },
  {
    path: PATHS.upcomingTicketsDetails,
    page: ticketDetails,
    title: 'upcomingTicketsDetails',
    auth: true,
    props: { tab: 'upcoming' },
  },
  {
    path: PATHS.drawnTicketsDetails,
    page: ticketDetails,
    title: 'drawnTicketsDetails',
    auth: true,
    props: { tab: 'drawn' },
  },
  { path: PATHS.more, page: PAGES.more, title: 'more' },
  { path: PATHS.results, page: PAGES.results, title: 'results' },
  // Player tools, each on its own lazily loaded route.
  { path: PATHS.favourites, page: PAGES.favourites, title: 'favourites' },
  { path: PATHS.checkNumbers, page: PAGES.checkNumbers, title: 'checkNumbers' },
  {
    path: PATHS.resultsHistory,
    page: PAGES.resultsHistory,
    title: 'resultsHistory',
  },
  { path: PATHS.statistics, page: PAGES.statistics, title: 'statistics' },
  { path: PATHS.receipt, page: PAGES.receipt, title: 'receipt', auth: true },
  {
    path: PATHS.notifications,
    page: PAGES.notifications,
    title: 'notifications',
    auth: true,
  },
  { path: PATHS.cart, page: PAGES.cart, title: 'cart', auth: true },
  {
    path: PATHS.responsiblePlay,
    page: PAGES.responsiblePlay,
    title: 'responsiblePlay',
    auth: true,
  },
  {
    path: PATHS.purchaseSuccess,
    page: PAGES.purchaseSuccess,
    title: 'purchaseSuccess',
    auth: true,
  },
  {
    path: PATHS.purchaseAndroid,
    page: PAGES.purchaseAndroid,
    title: 'purchaseAndroid',
    auth: true,
  },
  {
    path: PATHS.myAccount,
    page: PAGES.myAccount,
    title: 'myAccount',
    auth: true,
  },
  { path: PATHS.settings, page: PAGES.settings, title: 'settings', auth: true },
  { path: PATHS.myFunds, page: PAGES.myFunds, title: 'myFunds', auth: true },
  {
    path: PATHS.myVouchers,
    page: PAGES.myVouchers,
    title: 'myVouchers',
    auth: true,
  },
  {
    path: PATHS.voucherTerms,
    page: PAGES.voucherTerms,
    title: 'voucherTerms',
  },
  { path: PATHS.terms, page: PAGES.terms, title: 'terms' },
  { path: PATHS.privacy, page: PAGES.privacy, title: 'privacy' },
  { path: PATHS.mediaCenter, page: PAGES.mediaCenter, title: 'mediaCenter' },
  { path: PATHS.article, page: PAGES.article, title: 'article' },
  { path: PATHS.news, page: PAGES.news, title: 'news' },
  {
    path: PATHS.nativeProgression,
    page: PAGES.nativeProgression,
    title: 'nativeProgression',
  },
  {
    path: PATHS.paymentAndroid,
    page: PAGES.paymentAndroid,
    title: 'paymentAndroid',
    auth: true,
  },
  {
    path: PATHS.paymentGeneralError,
    page: outcome,
    title: 'purchaseError',
    props: { outcome: 'general_error' },
  },
  {
    path: PATHS.paymentDepositRefused,
    page: outcome,
    title: 'depositRefused',
    props: { outcome: 'deposit_refused' },
  },
  {
    path: PATHS.paymentDepositFailed,
    page: outcome,
    title: 'depositFailed',
    props: { outcome: 'deposit_failed' },
  },
];

/** The page CMS content routes render. */
export const CONTENT_PAGE = PAGES.content;
