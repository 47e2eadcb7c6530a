/**
 * Every backend call, as data: which service answers it, whether it needs the bearer token,
 * and its error policy from section 8 of the spec. The http layer reads this table; no call
 * carries its own error ifs.
 */

export type AuthNeed =
  /** No token is sent (section 6's list). */
  | 'none'
  /** Wait for an unexpired token (250 ms x 20), refresh when needed, send it. */
  | 'required'
  /** Send the token when one is stored, never wait or refresh for it (visitors may call). */
  | 'optional';

export type FailureHandling =
  /** Raise the generic alert, then reject to the caller. */
  | 'alert'
  /** No alert; the caller handles the rejection. */
  | 'caller'
  /** No alert and no rejection: the call resolves to its fallback. */
  | 'swallow'
  /** Only logged, no alert (content service); the rejection reaches the caller, which may fall back. */
  | 'log';

export interface CallPolicy {
  service: 'lottery' | 'cms';
  auth: AuthNeed;
  onFailure: FailureHandling;
  /** HTTP statuses that reject without an alert. */
  silentStatuses?: readonly number[];
  /** Body `status` codes that reject without an alert. */
  silentCodes?: readonly string[];
  /** Retry network failures and 5xx answers after each of these delays (section 4's balance fetch). */
  retry?: RetryPolicy;
  /**
   * A money call: sends an `Idempotency-Key` (extension, decision 0016), the same on every retry.
   * Its screen tells an unreadable answer as "outcome unknown" itself: no generic alert (0176).
   */
  idempotent?: boolean;
}

export interface RetryPolicy {
  delaysMs: readonly number[];
}

/** Balance fetch: exponential backoff, 3 retries after 1, 2 and 4 s. */
export const BALANCE_RETRY: RetryPolicy = { delaysMs: [1000, 2000, 4000] };

const lottery = (
  auth: AuthNeed,
  onFailure: FailureHandling = 'alert',
  silent: Partial<CallPolicy> = {},
): CallPolicy => ({
  service: 'lottery',
  auth,
  onFailure,
  ...silent,
});
const cms: CallPolicy = { service: 'cms', auth: 'none', onFailure: 'log' };

export const CALLS = {
  // Account
  login: lottery('none', 'alert', { silentStatuses: [401, 403] }),
  forgotPassword: lottery('none', 'swallow'),
  register: lottery('none', 'caller'),
  confirmMobileNumber: lottery('required', 'caller'),
  resendMobileConfirmation: lottery('required', 'caller'),
  resetPasswordWithCode: lottery('none', 'caller'),
  refreshTokens: lottery('none', 'alert', { silentStatuses: [401] }),
  getProfile: lottery('required'),
  updateProfile: lottery('required', 'alert', { silentCodes: ['UNIQUE_VIOLATION'] }),
  getBookings: lottery('required'),
  getAccountBalance: lottery('required', 'alert', { silentStatuses: [401], retry: BALANCE_RETRY }),
  withdraw: lottery('required', 'caller', { idempotent: true }),
  logout: lottery('required', 'caller'),
  changePassword: lottery('required', 'alert', { silentStatuses: [401] }),
  // A wrong password (401) is told on the self-exclusion form itself.
  selfBlock: lottery('required', 'alert', { silentStatuses: [401] }),
  selfClose: lottery('required', 'caller'),
  updateCommunicationPreferences: lottery('required'),
  setLanguage: lottery('required', 'caller'),
  getMessages: lottery('required'),
  getVouchers: lottery('required'),
  redeemVoucher: lottery('required', 'caller', { idempotent: true }),
  confirmEmail: lottery('optional', 'caller'),
  // Saved accounts only fill in the withdraw form: without them the form stays as it was.
  getPaymentAccounts: lottery('required', 'caller'),
  // Cart and orders
  // The play page explains a combination past the liability cap with what to change (0281).
  addTicketToCart: lottery('required', 'alert', {
    silentStatuses: [400, 401],
    silentCodes: ['LIABILITY_CAP_REACHED'],
    idempotent: true,
  }),
  addTicketsToCart: lottery('required', 'alert', {
    silentStatuses: [400, 401],
    silentCodes: ['LIABILITY_CAP_REACHED'],
    idempotent: true,
  }),
  getActiveCart: lottery('required', 'alert', { silentStatuses: [404, 500] }),
  deleteCart: lottery('required'),
  deleteCartPosition: lottery('required'),
  recalculateCart: lottery('required', 'alert', { silentStatuses: [500] }),
  // Section 8 names 403. The cart page explains 401 and the refusals below itself (with Top Up
  // Now…), so they are silent here too, or the player would read the message twice.
  purchaseCart: lottery('required', 'alert', {
    silentStatuses: [401, 403],
    silentCodes: ['INSUFFICIENT_BALANCE', 'SPENDING_LIMIT_EXCEEDED', 'NUMBERS_SOLD_OUT'],
    idempotent: true,
  }),
  getCartVouchers: lottery('required'),
  addVoucherToCart: lottery('required', 'caller'),
  // Games and draws
  getOfferInfo: lottery('none'),
  getGameInfos: lottery('none'),
  getTicketTypes: lottery('optional'),
  getTickets: lottery('required'),
  getDrawResults: lottery('none'),
  getDrawWinnings: lottery('optional'),
  getDrawInformation: lottery('none'),
  // Extension (decisions 0200, 0218): a 404 hides "Verify this draw"; the page says any failure.
  getDrawVerification: lottery('none', 'caller'),
  // Extension (decision 0251): a 404 means every win goes to the wallet; nothing is said.
  getPrizeClaims: lottery('required', 'caller'),
  // Payments
  // Limit and time-out refusals are explained on the deposit form.
  invokePayIn: lottery('required', 'alert', {
    silentStatuses: [400],
    silentCodes: ['DEPOSIT_LIMIT_EXCEEDED', 'TIME_OUT_ACTIVE'],
    idempotent: true,
  }),
  // The pay-in askers show their own outcome texts (timeout included) and retry on failure.
  submitPayInResult: lottery('required', 'caller'),
  checkPayIn: lottery('required', 'caller'),
  // Responsible-play extension (lottery-api-extensions pact): a 404 hides the screens, silently.
  getResponsiblePlay: lottery('required', 'caller'),
  setPlayLimit: lottery('required', 'caller'),
  takeTimeOut: lottery('required', 'caller'),
  getSelfExclusionOptions: lottery('required', 'caller'),
  excludeSelf: lottery('required', 'caller'),
  setRealityCheck: lottery('required', 'caller'),
  // Session caps and the spending overview (decisions 0282, 0283): a 404 hides each, silently.
  getSessionLimit: lottery('required', 'caller'),
  setSessionLimit: lottery('required', 'caller'),
  getSpendingOverview: lottery('required', 'caller'),
  setSpendingOverviewFrequency: lottery('required', 'caller'),
  markSpendingOverviewSeen: lottery('required', 'caller'),
  // Extension: favourites (docs/decisions/0018-extension-calls-favourites.md). 404 on the list = not offered, so silent.
  getFavourites: lottery('required', 'caller'),
  createFavourite: lottery('required', 'caller'),
  updateFavourite: lottery('required', 'caller'),
  deleteFavourite: lottery('required', 'caller'),
  // Extension: subscriptions (decision 0224). 404 on the list = not offered; screens tell refusals.
  getSubscriptions: lottery('required', 'caller'),
  createSubscription: lottery('required', 'caller'),
  changeSubscription: lottery('required', 'caller'),
  cancelSubscription: lottery('required', 'caller'),
  getSubscriptionRenewals: lottery('required', 'caller'),
  // Extension: terms acceptance (decision 0179). A 404 = not offered; the cart explains refusals.
  getTerms: lottery('required', 'caller'),
  acceptTerms: lottery('required', 'caller'),
  // Extension: a purchase's receipt (decision 0178). 404 = not offered, the receipt shows the ticket.
  getOrderReceipt: lottery('required', 'caller'),
  // Extension: alerts (decision 0227). A 404 hides the settings section and the badge, silently.
  getAlertPreferences: lottery('required', 'caller'),
  setAlertPreferences: lottery('required', 'caller'),
  getAlerts: lottery('required', 'caller'),
  readAlerts: lottery('required', 'caller'),
  // Extension: payment methods working now (decision 0271). 404 = not offered: no steering, silently.
  getPaymentAvailability: lottery('none', 'caller'),
  // Extension: where the money goes (decision 0221). 404 = not offered: the lines are hidden, silently.
  getCharitySplit: lottery('none', 'caller'),
  getCharityDraws: lottery('none', 'caller'),
  getCharityContribution: lottery('required', 'caller'),
  // Extension: player care (decision 0286). 404 = not offered: no message, offers or recall, silently.
  getRiskStatus: lottery('required', 'caller'),
  getOffers: lottery('required', 'caller'),
  getGameRecall: lottery('required', 'caller'),
  // Content service
  getNavigationLinks: cms,
  // A draw's certificate (decision 0219): optional, so a failure only hides it.
  getDrawCertificate: cms,
  getContentPage: cms,
  getHomepage: cms,
  getLatestNews: cms,
  getAllNewsTop3: cms,
  getAllNews: cms,
  getNewsArticle: cms,
  getPrivacyPolicy: cms,
  // Where the money goes: the beneficiaries and the audited report (decision 0223).
  getCauses: cms,
  getCharityReport: cms,
  getTermsAndConditions: cms,
  getVoucherTerms: cms,
} as const satisfies Record<string, CallPolicy>;

export type CallId = keyof typeof CALLS;
