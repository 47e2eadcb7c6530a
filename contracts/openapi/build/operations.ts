import { definitions } from '../../../src/lib/api/contract';
import type { OperationInfo } from './operation-info';
import { EXTENSION_OPERATIONS } from './operations-extensions';

/** The calls defined once (src/lib/api/contract), as operation rows. */
const DEFINED: Record<string, OperationInfo> = Object.fromEntries(
  definitions().map(([id, d]) => [
    `${d.method} ${d.path}`,
    {
      id,
      summary: d.summary,
      ...(d.extension ? { extension: true as const } : {}),
      ...(d.ok ? { ok: d.ok } : {}),
      ...(d.refusals ? { refusals: d.refusals } : {}),
    },
  ]),
);

/**
 * Keyed by `METHOD path` below the lottery base, in the fake's path syntax: the defined calls,
 * then the ones still described here (decision 0291 moves them group by group).
 */
export const OPERATIONS: Readonly<Record<string, OperationInfo>> = {
  'POST /users/login': {
    id: 'login',
    summary: 'Log in with phone number and password',
    refusals: [401, 403],
  },
  'PUT /users/registration': {
    id: 'register',
    summary: 'Register a player',
    refusals: [409],
  },
  'POST /users/confirm-mobile-number': {
    id: 'confirmMobileNumber',
    ok: 204,
    summary: 'Confirm the mobile number with the SMS code',
  },
  'POST /users/resend-mobile-confirmation': {
    id: 'resendMobileConfirmation',
    summary: 'Send the SMS code again',
    refusals: [429],
  },
  'POST /users/password/reset/forgot': {
    id: 'forgotPassword',
    ok: 204,
    summary: 'Ask for a password reset code',
  },
  'POST /users/password/reset/change': {
    id: 'resetPasswordWithCode',
    ok: 204,
    summary: 'Set a new password with the reset code',
  },
  'POST /users/tokens/refresh': {
    id: 'refreshTokens',
    refusals: [401],
    summary: 'Exchange a refresh token for new tokens',
  },
  'POST /users/logout': { id: 'logout', ok: 204, summary: 'End the session' },
  'GET /users': { id: 'getProfile', summary: "The player's profile" },
  'PUT /users': {
    id: 'updateProfile',
    summary: 'Edit the profile',
    refusals: [409],
  },
  'POST /users/password/change': { id: 'changePassword', ok: 204, summary: 'Change the password' },
  'POST /users/self-block': { id: 'selfBlock', ok: 204, summary: 'Exclude oneself from play' },
  'PUT /users/self-close': {
    id: 'selfClose',
    ok: 204,
    summary: 'Close the account',
    refusals: [409],
  },
  'PUT /users/communication-preferences': {
    id: 'updateCommunicationPreferences',
    summary: 'Set communication preferences',
  },
  'PUT /users/language': { id: 'setLanguage', ok: 204, summary: "Set the player's language" },
  'POST /users/confirm-email': {
    id: 'confirmEmail',
    summary: 'Confirm the e-mail address from the link',
  },
  'GET /users/account-balance': { id: 'getAccountBalance', summary: "The player's balance" },
  'GET /users/bookings': { id: 'getBookings', summary: 'The account history, a page at a time' },
  'POST /users/wallet/withdraw': { id: 'withdraw', summary: 'Withdraw to a mobile wallet' },
  'GET /users/messages': { id: 'getMessages', summary: "The player's notifications" },
  'GET /users/vouchers': { id: 'getVouchers', summary: "The player's vouchers" },
  'PUT /users/vouchers': { id: 'redeemVoucher', summary: 'Redeem a voucher code' },
  'GET /users/payment-accounts': {
    id: 'getPaymentAccounts',
    summary: "The player's payment accounts",
  },
  'POST /orders/cart/ticket': {
    id: 'addTicketToCart',
    refusals: [409],
    summary: 'Add a ticket to the cart',
  },
  'POST /orders/cart/tickets': {
    id: 'addTicketsToCart',
    refusals: [409],
    summary: 'Add several tickets to the cart',
  },
  'GET /orders/cart': { id: 'getActiveCart', refusals: [404], summary: 'The active cart' },
  'POST /orders/cart/recalculate': {
    id: 'recalculateCart',
    summary: "Recalculate the cart's prices",
  },
  'POST /orders/cart/purchase': {
    id: 'purchaseCart',
    unreadQuery: {
      properties: {
        paymentMethod: {
          enum: ['NONE', 'FAST_PAY', 'FIB', 'ZAIN_CASH', 'QI_CARD'],
          description: 'NONE: pay from the wallet',
        },
      },
      required: ['paymentMethod'],
    },
    summary: 'Buy the cart',
    refusals: [400, 402, 403, 409, 422],
  },
  'GET /orders/cart/voucher': { id: 'getCartVouchers', summary: "The cart's vouchers" },
  'PUT /orders/cart/voucher': { id: 'addVoucherToCart', summary: 'Apply a voucher to the cart' },
  'DELETE /orders/:orderId/positions/:positionId': {
    id: 'deleteCartPosition',
    summary: 'Remove one ticket from the cart',
  },
  'DELETE /orders/:orderId': { id: 'deleteCart', ok: 204, summary: 'Remove the whole cart' },
  'GET /sales/offer-info': { id: 'getOfferInfo', summary: 'The offer: events and their draws' },
  'GET /sales/game-infos': { id: 'getGameInfos', summary: 'The games on sale' },
  'GET /games/tickets': { id: 'getTicketTypes', summary: 'The ticket types' },
  'POST /games/tickets/list': {
    id: 'getTickets',
    summary: "The player's tickets, filtered and paged",
  },
  'GET /draw/statistic/results': { id: 'getDrawResults', summary: 'Draw results in a date range' },
  'GET /draw/winnings': { id: 'getDrawWinnings', summary: "A drawn draw's prizes per rank" },
  'GET /draw/draw-information': {
    id: 'getDrawInformation',
    summary: 'The next draws and their jackpots',
  },
  'PUT /payment/pay-in/invoke': { id: 'invokePayIn', refusals: [403], summary: 'Start a deposit' },
  'POST /payment/pay-in/result': {
    id: 'submitPayInResult',
    summary: "Report a card deposit's return",
  },
  'GET /payment/pay-in/check/:paymentId': { id: 'checkPayIn', summary: "A deposit's status" },
  ...EXTENSION_OPERATIONS,
  ...DEFINED,
};

/** Routes of the fake that are not API calls: the card provider's page the fake stands in for. */
export const NOT_API = [
  'GET /payment/card-page/:paymentId',
  'GET /payment/card-page/:paymentId/complete',
];
