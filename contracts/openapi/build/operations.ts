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
      ...(d.unreadQuery ? { unreadQuery: d.unreadQuery } : {}),
    },
  ]),
);

/**
 * Keyed by `METHOD path` below the lottery base, in the fake's path syntax: the defined calls,
 * then the ones still described here (decision 0291 moves them group by group).
 */
export const OPERATIONS: Readonly<Record<string, OperationInfo>> = {
  'GET /users/account-balance': { id: 'getAccountBalance', summary: "The player's balance" },
  'GET /users/bookings': { id: 'getBookings', summary: 'The account history, a page at a time' },
  'POST /users/wallet/withdraw': { id: 'withdraw', summary: 'Withdraw to a mobile wallet' },
  'GET /users/vouchers': { id: 'getVouchers', summary: "The player's vouchers" },
  'PUT /users/vouchers': { id: 'redeemVoucher', summary: 'Redeem a voucher code' },
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
