import { BALANCE_RETRY, cms, lottery, type CallPolicy } from './call-policy';

export type { AuthNeed, CallPolicy, FailureHandling, RetryPolicy } from './call-policy';

/**
 * Every backend call, as data: where it goes (`METHOD /path`, decision 0299), which service
 * answers it, whether it needs the bearer token, and its error policy from section 8 of the spec.
 * The http layer reads this table; no call carries its own URL or error ifs.
 */
export const CALLS = {
  // Account
  login: lottery('POST /users/login', 'none', 'alert', { silentStatuses: [401, 403] }),
  forgotPassword: lottery('POST /users/password/reset/forgot', 'none', 'swallow'),
  register: lottery('PUT /users/registration', 'none', 'caller'),
  confirmMobileNumber: lottery('POST /users/confirm-mobile-number', 'required', 'caller'),
  resendMobileConfirmation: lottery('POST /users/resend-mobile-confirmation', 'required', 'caller'),
  resetPasswordWithCode: lottery('POST /users/password/reset/change', 'none', 'caller'),
  refreshTokens: lottery('POST /users/tokens/refresh', 'none', 'alert', { silentStatuses: [401] }),
  getProfile: lottery('GET /users', 'required'),
  updateProfile: lottery('PUT /users', 'required', 'alert', { silentCodes: ['UNIQUE_VIOLATION'] }),
  getBookings: lottery('GET /users/bookings', 'required'),
  getAccountBalance: lottery('GET /users/account-balance', 'required', 'alert', {
    silentStatuses: [401],
    retry: BALANCE_RETRY,
  }),
  withdraw: lottery('POST /users/wallet/withdraw', 'required', 'caller', { idempotent: true }),
  logout: lottery('POST /users/logout', 'required', 'caller'),
  changePassword: lottery('POST /users/password/change', 'required', 'alert', {
    silentStatuses: [401],
  }),
  // A wrong password (401) is told on the self-exclusion form itself.
  selfBlock: lottery('POST /users/self-block', 'required', 'alert', { silentStatuses: [401] }),
  selfClose: lottery('PUT /users/self-close', 'required', 'caller'),
  updateCommunicationPreferences: lottery('PUT /users/communication-preferences', 'required'),
  setLanguage: lottery('PUT /users/language', 'required', 'caller'),
  getMessages: lottery('GET /users/messages', 'required'),
  getVouchers: lottery('GET /users/vouchers', 'required'),
  redeemVoucher: lottery('PUT /users/vouchers', 'required', 'caller', { idempotent: true }),
  confirmEmail: lottery('POST /users/confirm-email', 'optional', 'caller'),
  // Saved accounts only fill in the withdraw form: without them the form stays as it was.
  getPaymentAccounts: lottery('GET /users/payment-accounts', 'required', 'caller'),
  // Cart and orders
  // The play page explains a combination past the liability cap with what to change (0281).
  addTicketToCart: lottery('POST /orders/cart/ticket', 'required', 'alert', {
    silentStatuses: [400, 401],
    silentCodes: ['LIABILITY_CAP_REACHED'],
    idempotent: true,
  }),
  addTicketsToCart: lottery('POST /orders/cart/tickets', 'required', 'alert', {
    silentStatuses: [400, 401],
    silentCodes: ['LIABILITY_CAP_REACHED'],
    idempotent: true,
  }),
  getActiveCart: lottery('GET /orders/cart', 'required', 'alert', { silentStatuses: [404, 500] }),
  deleteCart: lottery('DELETE /orders/:orderId', 'required'),
  deleteCartPosition: lottery('DELETE /orders/:orderId/positions/:positionId', 'required'),
  recalculateCart: lottery('POST /orders/cart/recalculate', 'required', 'alert', {
    silentStatuses: [500],
  }),
  // Section 8 names 403. The cart page explains 401 and the refusals below itself (with Top Up
  // Now…), so they are silent here too, or the player would read the message twice.
  purchaseCart: lottery('POST /orders/cart/purchase', 'required', 'alert', {
    silentStatuses: [401, 403],
    silentCodes: ['INSUFFICIENT_BALANCE', 'SPENDING_LIMIT_EXCEEDED', 'NUMBERS_SOLD_OUT'],
    idempotent: true,
  }),
  getCartVouchers: lottery('GET /orders/cart/voucher', 'required'),
  addVoucherToCart: lottery('PUT /orders/cart/voucher', 'required', 'caller'),
  // Games and draws
  getOfferInfo: lottery('GET /sales/offer-info', 'none'),
  getGameInfos: lottery('GET /sales/game-infos', 'none'),
  getTicketTypes: lottery('GET /games/tickets', 'optional'),
  getTickets: lottery('POST /games/tickets/list', 'required'),
  getDrawResults: lottery('GET /draw/statistic/results', 'none'),
  getDrawWinnings: lottery('GET /draw/winnings', 'optional'),
  getDrawInformation: lottery('GET /draw/draw-information', 'none'),
  // Extension (decisions 0200, 0218): a 404 hides "Verify this draw"; the page says any failure.
  getDrawVerification: lottery('GET /draw/verification', 'none', 'caller'),
  // Extension (decision 0251): a 404 means every win goes to the wallet; nothing is said.
  getPrizeClaims: lottery('GET /users/prize-claims', 'required', 'caller'),
  // Payments
  // Limit and time-out refusals are explained on the deposit form.
  invokePayIn: lottery('PUT /payment/pay-in/invoke', 'required', 'alert', {
    silentStatuses: [400],
    silentCodes: ['DEPOSIT_LIMIT_EXCEEDED', 'TIME_OUT_ACTIVE'],
    idempotent: true,
  }),
  // The pay-in askers show their own outcome texts (timeout included) and retry on failure.
  submitPayInResult: lottery('POST /payment/pay-in/result', 'required', 'caller'),
  checkPayIn: lottery('GET /payment/pay-in/check/:paymentId', 'required', 'caller'),
  // Responsible-play extension (lottery-api-extensions pact): a 404 hides the screens, silently.
  getResponsiblePlay: lottery('GET /users/responsible-play', 'required', 'caller'),
  setPlayLimit: lottery('PUT /users/limits', 'required', 'caller'),
  takeTimeOut: lottery('POST /users/time-out', 'required', 'caller'),
  getSelfExclusionOptions: lottery('GET /users/self-exclusion', 'required', 'caller'),
  excludeSelf: lottery('POST /users/self-exclusion', 'required', 'caller'),
  setRealityCheck: lottery('PUT /users/reality-check', 'required', 'caller'),
  // Session caps and the spending overview (decisions 0282, 0283): a 404 hides each, silently.
  getSessionLimit: lottery('GET /users/session-limit', 'required', 'caller'),
  setSessionLimit: lottery('PUT /users/session-limit', 'required', 'caller'),
  getSpendingOverview: lottery('GET /users/spending-overview', 'required', 'caller'),
  setSpendingOverviewFrequency: lottery('PUT /users/spending-overview', 'required', 'caller'),
  markSpendingOverviewSeen: lottery('POST /users/spending-overview/seen', 'required', 'caller'),
  // Extension: favourites (docs/decisions/0018-extension-calls-favourites.md). 404 on the list = not offered, so silent.
  getFavourites: lottery('GET /users/favourites', 'required', 'caller'),
  createFavourite: lottery('POST /users/favourites', 'required', 'caller'),
  updateFavourite: lottery('PUT /users/favourites/:favouriteId', 'required', 'caller'),
  deleteFavourite: lottery('DELETE /users/favourites/:favouriteId', 'required', 'caller'),
  // Extension: subscriptions (decision 0224). 404 on the list = not offered; screens tell refusals.
  getSubscriptions: lottery('GET /users/subscriptions', 'required', 'caller'),
  createSubscription: lottery('POST /users/subscriptions', 'required', 'caller'),
  changeSubscription: lottery('PUT /users/subscriptions/:subscriptionId', 'required', 'caller'),
  cancelSubscription: lottery('DELETE /users/subscriptions/:subscriptionId', 'required', 'caller'),
  getSubscriptionRenewals: lottery(
    'GET /users/subscriptions/:subscriptionId/renewals',
    'required',
    'caller',
  ),
  // Extension: terms acceptance (decision 0179). A 404 = not offered; the cart explains refusals.
  getTerms: lottery('GET /users/terms', 'required', 'caller'),
  acceptTerms: lottery('PUT /users/terms', 'required', 'caller'),
  // Extension: a purchase's receipt (decision 0178). 404 = not offered, the receipt shows the ticket.
  getOrderReceipt: lottery('GET /orders/receipts/:receiptNumber', 'required', 'caller'),
  // Extension: alerts (decision 0227). A 404 hides the settings section and the badge, silently.
  getAlertPreferences: lottery('GET /users/alert-preferences', 'required', 'caller'),
  setAlertPreferences: lottery('PUT /users/alert-preferences', 'required', 'caller'),
  getAlerts: lottery('GET /users/alerts', 'required', 'caller'),
  readAlerts: lottery('POST /users/alerts/read', 'required', 'caller'),
  // Extension: payment methods working now (decision 0271). 404 = not offered: no steering, silently.
  getPaymentAvailability: lottery('GET /payment/methods/availability', 'none', 'caller'),
  // Extension: where the money goes (decision 0221). 404 = not offered: the lines are hidden, silently.
  getCharitySplit: lottery('GET /charity/split', 'none', 'caller'),
  getCharityDraws: lottery('GET /charity/draws', 'none', 'caller'),
  getCharityContribution: lottery('GET /users/charity/contribution', 'required', 'caller'),
  // Extension: player care (decision 0286). 404 = not offered: no message, offers or recall, silently.
  getRiskStatus: lottery('GET /users/responsible-play/risk', 'required', 'caller'),
  getOffers: lottery('GET /users/offers', 'required', 'caller'),
  getGameRecall: lottery('GET /users/game-recall', 'required', 'caller'),
  // Content service
  getNavigationLinks: cms('GET /navigation-links'),
  // A draw's certificate (decision 0219): optional, so a failure only hides it.
  getDrawCertificate: cms('GET /draw-certificates'),
  getContentPage: cms('GET /content-pages/:documentId'),
  getHomepage: cms('GET /homepage'),
  getLatestNews: cms('GET /latest-news'),
  getAllNewsTop3: cms('GET /all-news-top-3'),
  getAllNews: cms('GET /all-news'),
  getNewsArticle: cms('GET /news-articles/:documentId'),
  getPrivacyPolicy: cms('GET /privacy-policy'),
  // Where the money goes: the beneficiaries and the audited report (decision 0223).
  getCauses: cms('GET /causes'),
  getCharityReport: cms('GET /charity-report'),
  getTermsAndConditions: cms('GET /terms-and-condition'),
  getVoucherTerms: cms('GET /terms-and-conditions-voucher'),
} as const satisfies Record<string, CallPolicy>;

export type CallId = keyof typeof CALLS;
