import { DEMO_PASSWORD } from '../fixtures/demo-players';
/**
 * Provider states: the situations the consumer contracts assume, in plain English, so a backend
 * team can implement each one. The fake implements every one of them in
 * mock-server/control/provider-states.ts (the contract and the fake share these names).
 *
 * Each state starts from a reset world. A state that involves a logged-in player answers that
 * player's `securityToken` (and `refreshToken`); the verifier sends it instead of the pact's
 * example token. Values the provider generates (ids, codes, dates relative to its clock) are
 * answered under the names listed in `INJECTED`, and the pacts read them with `fromProviderState`.
 */
import { IDEMPOTENCY_STATES } from './states-extensions-idempotency';
import { RECEIPT_STATES } from './states-receipts';

export const STATES = {
  // Lottery API: players
  noPlayerLoggedIn: 'no player is logged in',
  phoneNotRegistered: 'no player is registered with the phone number',
  verifiedPlayer: 'a verified player with 50000 IQD',
  verifiedPlayerWithHistory: 'a verified player with bookings and notifications',
  unverifiedPlayer: 'an unverified player who was sent an SMS code',
  unverifiedPlayerCanResend: 'an unverified player whose SMS resend cooldown has passed',
  suspendedPlayer: 'a suspended player',
  passwordResetRequested: 'a player who requested a password reset',
  pendingEmailChange: 'a player with a pending email change',
  emailTakenByAnother: 'a verified player and another player who uses the email address',
  closablePlayer: 'a verified player with no balance and no active tickets',
  playerWithVoucher: 'a verified player who owns a voucher',
  redeemableVoucher: 'a redeemable voucher WELCOME5000',
  playerWithPaymentAccount: 'a verified player with a saved FIB payment account',
  // Lottery API: draws and tickets
  upcomingDraw: 'an upcoming 6of29 draw',
  drawnDraw: 'a drawn 6of29 draw',
  openTicket: 'a verified player with an open 6of29 ticket',
  drawnTicket: 'a verified player with a winning ticket in a drawn 6of29 draw',
  // Lottery API: cart
  noActiveCart: 'no active cart',
  activeCart: 'an active cart with one 6of29 ticket',
  activeCartTwoTickets: 'an active cart with two 6of29 tickets',
  activeCartAndVoucher: 'an active cart and a voucher WELCOME5000 owned by the player',
  /** One 1,000 IQD ticket and a 2,000 IQD voucher in the cart: nothing is left to pay. */
  cartPaidByVoucher: 'an active cart whose vouchers already cover its whole price',
  cartAboveBalance: 'a cart that costs more than the balance',
  cartTermsNotAccepted:
    'a verified player who has not accepted the latest terms, with an active cart',
  cartAboveSpendingLimit: 'an active cart that exceeds the spending limit',
  cartSoldOut: 'an active cart whose numbers are all sold out',
  // Lottery API: payments
  paidFibDeposit: 'a FIB deposit the player has paid in the wallet app',
  pendingCardDeposit: 'a pending QI card deposit',
  // The provider (card page, wallet, scenario) decides an outcome; the client only asks for it.
  paidCardDeposit: 'a QI card deposit its payment page reported as paid',
  refusedCardDeposit: 'a QI card deposit the payment provider refused',
  // Content service
  navigationLinks: 'navigation link groups with content pages',
  contentPage: 'a published content page with a text block and an image block',
  homepage: 'a homepage with a footer text',
  newsCollections: 'news collections with published articles',
  newsArticle: 'a published news article with images',
  olderNewsArticle: 'a published news article named articleTitle and articleContent',
  noNewsArticle: 'no news article with the requested id',
  legalPages: 'a published privacy policy and terms and conditions',
  voucherTerms: 'published voucher terms',
  causes: 'published causes with photos and an audited annual report',
} as const;

export type StateName = (typeof STATES)[keyof typeof STATES];

/** Every state a verifier must know: the spec's calls and the extension pacts'. */
export const ALL_STATES: readonly string[] = [
  ...Object.values(STATES),
  ...Object.values(IDEMPOTENCY_STATES),
  ...Object.values(RECEIPT_STATES),
];

/**
 * The values a state handler answers and the pacts inject (`fromProviderState('${name}', ...)`).
 * A provider only needs to answer the ones its state produces; contracts/STATES.md lists them per
 * state (the terms versions are in `TERMS_INJECTED`).
 */
export const INJECTED = {
  /** Every state with a logged-in player: used as the bearer token (not injected into the pact). */
  securityToken: 'securityToken',
  refreshToken: 'refreshToken',
  activateCode: 'activateCode',
  securityCode: 'securityCode',
  activationId: 'activationId',
  drawId: 'drawId',
  /** yyyy-MM-dd window around the provider's clock that holds the state's draw (offer info, results). */
  dateFrom: 'dateFrom',
  dateTo: 'dateTo',
  orderId: 'orderId',
  positionId: 'positionId',
  paymentId: 'paymentId',
  documentId: 'documentId',
  /** The receipts extension (contracts/states-receipts.ts): the purchase's receipt number. */
  receiptNumber: 'receiptNumber',
  /** The favourites extension (contracts/states-favourites.ts): the saved favourite's id. */
  favouriteId: 'favouriteId',
  /** The subscriptions extension (contracts/states-subscriptions.ts): the subscription's id. */
  subscriptionId: 'subscriptionId',
} as const;

/** Parameters the lottery states take (all optional: the defaults are the seeded demo player). */
export interface PlayerStateParams {
  phone?: string;
  password?: string;
  /** Available balance in IQD. */
  balance?: number;
  /** Withdrawable funds in IQD. */
  withdrawable?: number;
  email?: string;
  voucherCode?: string;
  /** Voucher value in IQD. */
  amount?: number;
}

/** What the seeded demo player looks like; the consumer tests ask the states for this player. */
export const DEMO_PLAYER = {
  phone: '07701234567',
  password: DEMO_PASSWORD,
  balance: 50_000,
  email: 'ahmed.hassan@example.com',
} as const;
