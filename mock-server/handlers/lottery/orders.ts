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
    idempotent(async ({ world, request }) => {
      playerOf(world, request);
      const ticket = await validBody(request, ticketBody);
      return json(addTickets(world, playerOf(world, request), [ticket]));
    }),
    { body: ticketBody },
  ),
  route.post(
    `${base}/orders/cart/tickets`,
    idempotent(async ({ world, request }) => {
      playerOf(world, request);
      const tickets = await validBody(request, ticketsBody);
      return json(addTickets(world, playerOf(world, request), tickets));
    }),
    { body: ticketsBody },
  ),
  route.get(
    `${base}/orders/cart`,
    handle(({ world, request }) => json(getCart(world, playerOf(world, request)))),
  ),
  route.post(
    `${base}/orders/cart/recalculate`,
    handle(({ world, request }) => json(recalculate(world, playerOf(world, request)))),
  ),
  // Purchase reads no body: authentication, checks and debit run in one synchronous step.
  route.post(
    `${base}/orders/cart/purchase`,
    idempotent(({ world, request }) =>
      json(purchase(world, playerOf(world, request), getScenario(world))),
    ),
  ),
  // Extension (decision 0178): what a purchase cost, which vouchers it used, what the balance paid.
  route.get(
    `${base}/orders/receipts/:receiptNumber`,
    handle(({ world, request, params }) => {
      const { receiptNumber } = validParams(params, receiptParams);
      return json(orderReceipt(world, playerOf(world, request), receiptNumber));
    }),
    { params: receiptParams },
  ),
  route.get(
    `${base}/orders/cart/voucher`,
    handle(({ world, request }) => json(cartVouchers(world, playerOf(world, request)))),
  ),
  route.put(
    `${base}/orders/cart/voucher`,
    handle(async ({ world, request }) => {
      playerOf(world, request);
      const { voucherCode } = await validBody(request, cartVoucherBody);
      return json(addVoucherToCart(world, playerOf(world, request), voucherCode));
    }),
    { body: cartVoucherBody },
  ),
  route.delete(
    `${base}/orders/:orderId/positions/:positionId`,
    handle(({ world, request, params }) => {
      const { orderId, positionId } = validParams(params, positionParams);
      return json(deletePosition(world, playerOf(world, request), orderId, positionId));
    }),
    { params: positionParams },
  ),
  route.delete(
    `${base}/orders/:orderId`,
    handle(({ world, request, params }) => {
      deleteCart(world, playerOf(world, request), validParams(params, orderParams).orderId);
      return noContent();
    }),
    { params: orderParams },
  ),
];
