import { PATHS } from '../../src/lib/navigation/paths';

/**
 * Every fixed route with its common:titles key; `auth` routes need a logged-in player.
 * /verify_account is covered with an unverified player (a verified one is sent on by the page).
 */
export const FIXED_ROUTES: readonly { path: string; title: string; auth?: boolean }[] = [
  { path: PATHS.home, title: 'home' },
  { path: PATHS.play6of29, title: 'play6of29' },
  { path: PATHS.quickPlay, title: 'quickPlay' },
  { path: PATHS.login, title: 'login' },
  { path: PATHS.register, title: 'register' },
  { path: PATHS.forgotPassword, title: 'forgotPassword' },
  { path: PATHS.changePassword, title: 'changePassword' },
  { path: PATHS.more, title: 'more' },
  { path: PATHS.results, title: 'results' },
  { path: PATHS.voucherTerms, title: 'voucherTerms' },
  { path: PATHS.terms, title: 'terms' },
  { path: PATHS.privacy, title: 'privacy' },
  { path: PATHS.mediaCenter, title: 'mediaCenter' },
  { path: PATHS.article, title: 'article' },
  { path: PATHS.news, title: 'news' },
  { path: PATHS.paymentGeneralError, title: 'purchaseError' },
  { path: PATHS.paymentDepositRefused, title: 'depositRefused' },
  { path: PATHS.paymentDepositFailed, title: 'depositFailed' },
  { path: PATHS.restricted, title: 'restricted' },
  { path: PATHS.upcomingTickets, title: 'upcomingTickets', auth: true },
  { path: PATHS.drawnTickets, title: 'drawnTickets', auth: true },
  { path: PATHS.upcomingTicketsDetails, title: 'upcomingTicketsDetails', auth: true },
  { path: PATHS.drawnTicketsDetails, title: 'drawnTicketsDetails', auth: true },
  { path: PATHS.notifications, title: 'notifications', auth: true },
  { path: PATHS.cart, title: 'cart', auth: true },
  // Opened without a purchase behind it, the success page goes to My Tickets (behaviour 243).
  { path: PATHS.purchaseSuccess, title: 'upcomingTickets', auth: true },
  { path: PATHS.purchaseAndroid, title: 'purchaseAndroid', auth: true },
  { path: PATHS.myAccount, title: 'myAccount', auth: true },
  { path: PATHS.settings, title: 'settings', auth: true },
  { path: PATHS.myFunds, title: 'myFunds', auth: true },
  { path: PATHS.myVouchers, title: 'myVouchers', auth: true },
  // Hands a checkout over to the native app and goes home at once: the title settles on home's.
  { path: PATHS.nativeProgression, title: 'home' },
  {
    path: `${PATHS.paymentAndroid}?amount=5000&useToken=false`,
    title: 'paymentAndroid',
    auth: true,
  },
];
