import { route } from '../../routes/route';
import { getScenario } from '../../scenario';
import { addTickets, deleteCart, deletePosition, getCart, recalculate } from '../../services/cart';
import { addVoucherToCart, cartVouchers } from '../../services/cart-vouchers';
import { purchase } from '../../services/purchase';
import { orderReceipt } from '../../services/receipts';
import { handle, idempotent, json, noContent, playerOf } from '../respond';
import { validBody, validParams } from '../validate';
import {
  cartVoucherBody,
  orderParams,
  positionParams,
  receiptParams,
  ticketBody,
  ticketsBody,
} from './schemas/orders';

/** The cart (the active order), its vouchers and the purchase. */
export const ordersHandlers = (base: string) => [
  route.post(
    `${base}/orders/cart/ticket`,
    idempotent(async ({ request }) => {
      playerOf(request);
      const ticket = await validBody(request, ticketBody);
      return json(addTickets(playerOf(request), [ticket]));
    }),
  ),
  route.post(
    `${base}/orders/cart/tickets`,
    idempotent(async ({ request }) => {
      playerOf(request);
      const tickets = await validBody(request, ticketsBody);
      return json(addTickets(playerOf(request), tickets));
    }),
  ),
  route.get(
    `${base}/orders/cart`,
    handle(({ request }) => json(getCart(playerOf(request)))),
  ),
  route.post(
    `${base}/orders/cart/recalculate`,
    handle(({ request }) => json(recalculate(playerOf(request)))),
  ),
  // Purchase reads no body: authentication, checks and debit run in one synchronous step.
  route.post(
    `${base}/orders/cart/purchase`,
    idempotent(({ request }) => json(purchase(playerOf(request), getScenario()))),
  ),
  // Extension (decision 0178): what a purchase cost, which vouchers it used, what the balance paid.
  route.get(
    `${base}/orders/receipts/:receiptNumber`,
    handle(({ request, params }) => {
      const { receiptNumber } = validParams(params, receiptParams);
      return json(orderReceipt(playerOf(request), receiptNumber));
    }),
  ),
  route.get(
    `${base}/orders/cart/voucher`,
    handle(({ request }) => json(cartVouchers(playerOf(request)))),
  ),
  route.put(
    `${base}/orders/cart/voucher`,
    handle(async ({ request }) => {
      playerOf(request);
      const { voucherCode } = await validBody(request, cartVoucherBody);
      return json(addVoucherToCart(playerOf(request), voucherCode));
    }),
  ),
  route.delete(
    `${base}/orders/:orderId/positions/:positionId`,
    handle(({ request, params }) => {
      const { orderId, positionId } = validParams(params, positionParams);
      return json(deletePosition(playerOf(request), orderId, positionId));
    }),
  ),
  route.delete(
    `${base}/orders/:orderId`,
    handle(({ request, params }) => {
      deleteCart(playerOf(request), validParams(params, orderParams).orderId);
      return noContent();
    }),
  ),
];
