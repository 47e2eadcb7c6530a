import { definePage } from './routing/page-def';

/**
 * Every page, one lazy chunk each: a feature's own page, or a module of src/pages where a page
 * composes features. With the i18n namespaces it shows (its feature's own, validation messages,
 * the card payment dialog...), so nothing suspends again once it is shown.
 */
export const PAGES = {
  play: definePage(() => import('@/pages/play-page'), ['play']),
  quickPlay: definePage(() => import('@/features/play/pages/quick-play-page'), ['play']),
  login: definePage(() => import('@/features/auth/pages/login-page'), ['auth', 'validation']),
  register: definePage(() => import('@/features/auth/pages/register-page'), ['auth', 'validation']),
  verifyAccount: definePage(
    () => import('@/features/auth/pages/verify-account-page'),
    ['auth', 'validation'],
  ),
  forgotPassword: definePage(
    () => import('@/features/auth/pages/forgot-password-page'),
    ['auth', 'validation'],
  ),
  changePassword: definePage(
    () => import('@/features/auth/pages/change-password-page'),
    ['auth', 'validation'],
  ),
  tickets: definePage(() => import('@/pages/tickets-page'), ['tickets']),
  ticketDetails: definePage(() => import('@/pages/ticket-details-page'), ['tickets']),
  more: definePage(() => import('@/features/content/pages/more-page'), ['content']),
  results: definePage(() => import('@/features/results/pages/results-page'), ['results', 'draws']),
  favourites: definePage(
    () => import('@/features/favourites/pages/favourites-page'),
    ['favourites'],
  ),
  subscriptions: definePage(
    () => import('@/features/subscriptions/pages/subscriptions-page'),
    ['subscriptions'],
  ),
  subscribe: definePage(
    () => import('@/features/subscriptions/pages/subscribe-page'),
    ['subscriptions'],
  ),
  subscriptionRenewals: definePage(
    () => import('@/features/subscriptions/pages/renewals-page'),
    ['subscriptions'],
  ),
  checkNumbers: definePage(() => import('@/pages/check-numbers-page'), ['checker']),
  resultsHistory: definePage(
    () => import('@/features/history/pages/results-history-page'),
    ['history', 'draws'],
  ),
  statistics: definePage(() => import('@/features/history/pages/statistics-page'), ['history']),
  verifyDraw: definePage(() => import('@/features/draw-proof/pages/verify-draw-page'), ['draws']),
  odds: definePage(() => import('@/features/odds/pages/odds-page'), ['odds']),
  receipt: definePage(() => import('@/features/receipt/pages/receipt-page'), ['receipt']),
  causes: definePage(() => import('@/features/charity/pages/causes-page'), ['charity']),
  notifications: definePage(
    () => import('@/features/notifications/pages/notifications-page'),
    ['notifications'],
  ),
  cart: definePage(
    () => import('@/features/cart/pages/cart-page'),
    ['cart', 'payment', 'responsible'],
  ),
  responsiblePlay: definePage(
    () => import('@/features/responsible-play/pages/responsible-play-page'),
    ['responsible', 'settings', 'validation'],
  ),
  purchaseSuccess: definePage(
    () => import('@/features/cart/pages/purchase-success-page'),
    ['cart', 'payment', 'responsible'],
  ),
  purchaseAndroid: definePage(
    () => import('@/features/cart/pages/purchase-android-page'),
    ['cart', 'payment', 'responsible'],
  ),
  myAccount: definePage(
    // 'charity': the player's contribution line, whose texts must be there offline too.
    () => import('@/features/account/pages/my-account-page'),
    ['account', 'settings', 'validation', 'responsible', 'charity'],
  ),
  settings: definePage(
    () => import('@/features/account/pages/settings-page'),
    ['account', 'settings', 'validation', 'responsible'],
  ),
  myFunds: definePage(
    () => import('@/features/funds/pages/my-funds-page'),
    ['funds', 'payment', 'validation', 'responsible', 'withdraw', 'charity'],
  ),
  gameRecall: definePage(
    () => import('@/features/game-recall/pages/game-recall-page'),
    ['recall', 'account'],
  ),
  myVouchers: definePage(() => import('@/features/vouchers/pages/my-vouchers-page'), ['vouchers']),
  voucherTerms: definePage(
    () => import('@/features/vouchers/pages/voucher-terms-page'),
    ['vouchers'],
  ),
  terms: definePage(() => import('@/features/content/pages/terms-page'), ['content']),
  privacy: definePage(() => import('@/features/content/pages/privacy-page'), ['content']),
  mediaCenter: definePage(() => import('@/features/content/pages/media-center-page'), ['content']),
  article: definePage(() => import('@/features/content/pages/article-page'), ['content']),
  news: definePage(() => import('@/features/content/pages/all-news-page'), ['content']),
  content: definePage(() => import('@/features/content/pages/content-page'), ['content']),
  nativeProgression: definePage(
    () => import('@/features/payment/pages/native-progression-page'),
    ['payment', 'validation'],
  ),
  paymentAndroid: definePage(
    () => import('@/features/payment/pages/payment-android-page'),
    ['payment', 'validation'],
  ),
  paymentOutcome: definePage(
    () => import('@/features/payment/pages/payment-outcome-page'),
    ['payment', 'validation'],
  ),
};
