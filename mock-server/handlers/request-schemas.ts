import type { z } from 'zod';
import * as control from '../control/schemas';
import * as workbench from '../control/workbench-schemas';
import * as auth from './lottery/schemas/auth';
import * as favourites from './lottery/schemas/favourites';
import * as games from './lottery/schemas/games';
import * as orders from './lottery/schemas/orders';
import * as payments from './lottery/schemas/payments';
import * as profile from './lottery/schemas/profile';
import * as responsible from './lottery/schemas/responsible-play';
import * as terms from './lottery/schemas/terms';
import * as wallet from './lottery/schemas/wallet';

export interface RouteSchemas {
  query?: z.ZodObject;
  body?: z.ZodType;
  params?: z.ZodObject;
}

/**
 * Every lottery and control route with the schemas its handler applies, keyed by method and path
 * as the handlers register them. The bad-input test walks the handlers and this table, so a new
 * route without an entry fails that test.
 */
export const REQUEST_SCHEMAS: Record<string, RouteSchemas> = {
  'POST /lottery/users/login': { query: auth.loginQuery },
  'PUT /lottery/users/registration': { body: auth.registrationBody },
  'POST /lottery/users/confirm-mobile-number': { query: auth.activateCodeQuery },
  'POST /lottery/users/resend-mobile-confirmation': {},
  'POST /lottery/users/password/reset/forgot': { query: auth.usernameQuery },
  'POST /lottery/users/password/reset/change': { query: auth.passwordResetQuery },
  'POST /lottery/users/tokens/refresh': { query: auth.refreshQuery },
  'POST /lottery/users/logout': {},
  'GET /lottery/users': {},
  'PUT /lottery/users': { body: profile.profileUpdateBody },
  'POST /lottery/users/password/change': { query: profile.passwordChangeQuery },
  'POST /lottery/users/self-block': { query: profile.passwordQuery },
  'PUT /lottery/users/self-close': {},
  'PUT /lottery/users/communication-preferences': { body: profile.communicationPreferencesBody },
  'PUT /lottery/users/language': { body: profile.languageBody },
  'POST /lottery/users/confirm-email': { query: profile.activationQuery },
  'GET /lottery/users/account-balance': {},
  'GET /lottery/users/bookings': { query: wallet.pageOnlyQuery },
  'POST /lottery/users/wallet/withdraw': { body: wallet.withdrawBody },
  'GET /lottery/users/messages': { query: wallet.pageOnlyQuery },
  'GET /lottery/users/vouchers': {},
  'PUT /lottery/users/vouchers': { query: wallet.voucherCodeQuery },
  'GET /lottery/users/payment-accounts': {},
  'POST /lottery/orders/cart/ticket': { body: orders.ticketBody },
  'POST /lottery/orders/cart/tickets': { body: orders.ticketsBody },
  'GET /lottery/orders/cart': {},
  'POST /lottery/orders/cart/recalculate': {},
  'POST /lottery/orders/cart/purchase': {},
  'GET /lottery/orders/cart/voucher': {},
  'PUT /lottery/orders/cart/voucher': { body: orders.cartVoucherBody },
  'DELETE /lottery/orders/:orderId/positions/:positionId': { params: orders.positionParams },
  'DELETE /lottery/orders/:orderId': { params: orders.orderParams },
  'GET /lottery/orders/receipts/:receiptNumber': { params: orders.receiptParams },
  'GET /lottery/sales/offer-info': { query: games.offerInfoQuery },
  'GET /lottery/sales/game-infos': {},
  'GET /lottery/games/tickets': {},
  'POST /lottery/games/tickets/list': {
    query: games.ticketListQuery,
    body: games.ticketFiltersBody,
  },
  'GET /lottery/draw/statistic/results': { query: games.resultsQuery },
  'GET /lottery/draw/winnings': { query: games.winningsQuery },
  'GET /lottery/draw/draw-information': { query: games.drawInformationQuery },
  'PUT /lottery/payment/pay-in/invoke': { body: payments.payInInvokeBody },
  'POST /lottery/payment/pay-in/result': { body: payments.payInResultBody },
  'GET /lottery/payment/pay-in/check/:paymentId': { params: payments.paymentIdParams },
  // The provider's page answers HTML; its own 400/404 texts, no JSON field errors.
  'GET /lottery/payment/card-page/:paymentId': { params: payments.paymentIdParams },
  'GET /lottery/payment/card-page/:paymentId/complete': { params: payments.paymentIdParams },
  'GET /lottery/users/favourites': {},
  'POST /lottery/users/favourites': { body: favourites.favouriteBody },
  'PUT /lottery/users/favourites/:favouriteId': {
    body: favourites.favouriteBody,
    params: favourites.favouriteParams,
  },
  'DELETE /lottery/users/favourites/:favouriteId': { params: favourites.favouriteParams },
  'GET /lottery/users/terms': {},
  'PUT /lottery/users/terms': { body: terms.acceptTermsBody },
  'GET /lottery/users/responsible-play': {},
  'PUT /lottery/users/limits': { body: responsible.setLimitBody },
  'POST /lottery/users/time-out': { body: responsible.timeOutBody },
  'PUT /lottery/users/reality-check': { body: responsible.realityCheckBody },
  'GET /__control/players/:phone/responsible-play': { params: control.playerPhoneParams },
  'PUT /__control/players/:phone/responsible-play': {
    body: control.responsiblePlayBody,
    params: control.playerPhoneParams,
  },
  'POST /__control/reset': { body: control.resetBody },
  'GET /__control/scenario': {},
  'PUT /__control/scenario': { body: control.scenarioBody },
  'POST /__control/players': { body: control.createPlayerBody },
  'GET /__control/inbox': { query: control.inboxQuery },
  'POST /__control/draws/next': { body: control.nextDrawBody },
  'POST /__control/payments/:paymentId': {
    body: control.providerOutcomeBody,
    params: payments.paymentIdParams,
  },
  'GET /__control/clock': {},
  'POST /__control/clock': { body: control.clockBody },
  'POST /__control/state': { body: control.stateBody },
  'POST /__control/worlds': { body: workbench.createWorldBody },
  'GET /__control/worlds': {},
  'DELETE /__control/worlds/:worldId': { params: workbench.worldIdParams },
  'GET /__control/journal': { query: workbench.journalQuery },
  'DELETE /__control/journal': {},
  'GET /__control/faults': {},
  'POST /__control/faults': { body: workbench.faultsBody },
  'DELETE /__control/faults': {},
  'POST /__control/players/:phone/script': {
    body: workbench.scriptBody,
    params: control.playerPhoneParams,
  },
  'POST /__control/draws/:drawId/delay': {
    body: workbench.drawDelayBody,
    params: workbench.drawIdParams,
  },
};
