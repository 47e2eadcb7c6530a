/** Every fixed route of the app (spec section 2); features link with these, never literals. */
export const PATHS = {
  home: '/',
  login: '/login',
  register: '/register',
  verifyAccount: '/verify_account',
  forgotPassword: '/forgot_password',
  changePassword: '/change_password',
  upcomingTickets: '/upcoming_tickets',
  drawnTickets: '/drawn_tickets',
  upcomingTicketsDetails: '/upcoming_tickets_details',
  drawnTicketsDetails: '/drawn_tickets_details',
  more: '/more',
  results: '/more/results',
  notifications: '/notifications',
  cart: '/cart',
  purchaseSuccess: '/purchase_success',
  purchaseAndroid: '/purchase_android',
  myAccount: '/my_account',
  myFunds: '/my_funds',
  settings: '/settings',
  myVouchers: '/my_vouchers',
  voucherTerms: '/my_vouchers_terms_and_conditions',
  terms: '/terms_and_conditions',
  privacy: '/privacy',
  mediaCenter: '/media_center',
  article: '/media_center_article',
  news: '/news',
  nativeProgression: '/native_progression',
  play6of29: '/6of29',
  quickPlay: '/6of29_quickplay',
  paymentAndroid: '/payment_android',
  paymentGeneralError: '/payment_android_general_error',
  paymentDepositRefused: '/payment_android_deposit_refused',
  paymentDepositFailed: '/payment_android_deposit_failed',
  // Player tools: not in the spec's route list.
  favourites: '/my_favourites',
  checkNumbers: '/check_numbers',
  resultsHistory: '/more/results/history',
  statistics: '/more/results/statistics',
  receipt: '/ticket_receipt',
  restricted: '/restricted',
  chinese: '/cn',
  responsiblePlay: '/responsible_play',
  // Where the money goes: the beneficiaries and what they received (decision 0223).
  causes: '/good_causes',
  // Draws anyone can verify, honest odds (decisions 0218, 0220).
  verifyDraw: '/more/results/verify',
  odds: '/6of29_odds',
  subscriptions: '/my_subscriptions',
  subscribe: '/subscribe',
  subscriptionRenewals: '/my_subscriptions/renewals',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/** Paths a login may return to: every fixed page except the ones that make no sense after login. */
export const REDIRECT_PATHS: ReadonlySet<string> = new Set(
  Object.values(PATHS).filter(
    (path) => path !== PATHS.login && path !== PATHS.register && path !== PATHS.chinese,
  ),
);

/** Pages where the post-navigation rule leaves an unverified player alone (section 4). */
export const UNVERIFIED_ALLOWED: ReadonlySet<string> = new Set([
  PATHS.verifyAccount,
  PATHS.myAccount,
]);

/** Payment pages: the inactivity logout never interrupts them (section 4). */
export const PAYMENT_PATHS: ReadonlySet<string> = new Set([
  PATHS.paymentAndroid,
  PATHS.purchaseAndroid,
  PATHS.nativeProgression,
]);
