import { PATHS } from '@/lib/navigation';
import type { TitleKey } from './routing/title-key';

/** One fixed route: the page file it lazy-loads (relative to src/features), its title and needs. */
export interface RouteDef {
  path: string;
  /** `<feature>/pages/<name>-page.tsx`; a missing file shows the coming-soon page. */
  page: string;
  title: TitleKey;
  /** Visitors go to /login?redirect=<path> first. */
  auth?: boolean;
  props?: Record<string, unknown>;
}

const play = 'play/pages/play-page.tsx';
const tickets = 'tickets/pages/tickets-page.tsx';
const ticketDetails = 'tickets/pages/ticket-details-page.tsx';
const outcome = 'payment/pages/payment-outcome-page.tsx';

/** Every fixed route of spec section 2, with the page file agreed in the shared brief. */
export const ROUTES: readonly RouteDef[] = [
  { path: PATHS.home, page: play, title: 'home' },
  { path: PATHS.play6of29, page: play, title: 'play6of29' },
  { path: PATHS.quickPlay, page: 'play/pages/quick-play-page.tsx', title: 'quickPlay' },
  { path: PATHS.login, page: 'auth/pages/login-page.tsx', title: 'login' },
  { path: PATHS.register, page: 'auth/pages/register-page.tsx', title: 'register' },
  {
    path: PATHS.verifyAccount,
    page: 'auth/pages/verify-account-page.tsx',
    title: 'verifyAccount',
    auth: true,
  },
  {
    path: PATHS.forgotPassword,
    page: 'auth/pages/forgot-password-page.tsx',
    title: 'forgotPassword',
  },
  {
    path: PATHS.changePassword,
    page: 'auth/pages/change-password-page.tsx',
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
  { path: PATHS.more, page: 'content/pages/more-page.tsx', title: 'more' },
  { path: PATHS.results, page: 'results/pages/results-page.tsx', title: 'results' },
  // Player tools (issue 13), each on its own lazily loaded route.
  { path: PATHS.favourites, page: 'favourites/pages/favourites-page.tsx', title: 'favourites' },
  { path: PATHS.checkNumbers, page: 'checker/pages/check-numbers-page.tsx', title: 'checkNumbers' },
  {
    path: PATHS.resultsHistory,
    page: 'history/pages/results-history-page.tsx',
    title: 'resultsHistory',
  },
  { path: PATHS.statistics, page: 'history/pages/statistics-page.tsx', title: 'statistics' },
  { path: PATHS.receipt, page: 'receipt/pages/receipt-page.tsx', title: 'receipt', auth: true },
  {
    path: PATHS.notifications,
    page: 'notifications/pages/notifications-page.tsx',
    title: 'notifications',
    auth: true,
  },
  { path: PATHS.cart, page: 'cart/pages/cart-page.tsx', title: 'cart', auth: true },
  {
    path: PATHS.responsiblePlay,
    page: 'responsible-play/pages/responsible-play-page.tsx',
    title: 'responsiblePlay',
    auth: true,
  },
  {
    path: PATHS.purchaseSuccess,
    page: 'cart/pages/purchase-success-page.tsx',
    title: 'purchaseSuccess',
    auth: true,
  },
  {
    path: PATHS.purchaseAndroid,
    page: 'cart/pages/purchase-android-page.tsx',
    title: 'purchaseAndroid',
    auth: true,
  },
  {
    path: PATHS.myAccount,
    page: 'account/pages/my-account-page.tsx',
    title: 'myAccount',
    auth: true,
  },
  { path: PATHS.settings, page: 'account/pages/settings-page.tsx', title: 'settings', auth: true },
  { path: PATHS.myFunds, page: 'funds/pages/my-funds-page.tsx', title: 'myFunds', auth: true },
  {
    path: PATHS.myVouchers,
    page: 'vouchers/pages/my-vouchers-page.tsx',
    title: 'myVouchers',
    auth: true,
  },
  {
    path: PATHS.voucherTerms,
    page: 'vouchers/pages/voucher-terms-page.tsx',
    title: 'voucherTerms',
  },
  { path: PATHS.terms, page: 'content/pages/terms-page.tsx', title: 'terms' },
  { path: PATHS.privacy, page: 'content/pages/privacy-page.tsx', title: 'privacy' },
  { path: PATHS.mediaCenter, page: 'content/pages/media-center-page.tsx', title: 'mediaCenter' },
  { path: PATHS.article, page: 'content/pages/article-page.tsx', title: 'article' },
  { path: PATHS.news, page: 'content/pages/all-news-page.tsx', title: 'news' },
  {
    path: PATHS.nativeProgression,
    page: 'payment/pages/native-progression-page.tsx',
    title: 'nativeProgression',
  },
  {
    path: PATHS.paymentAndroid,
    page: 'payment/pages/payment-android-page.tsx',
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

/** The page file CMS content routes render. */
export const CONTENT_PAGE = 'content/pages/content-page.tsx';
