import { route } from '../../routes/route';
import { getScenario } from '../../scenario';
import { addTickets, getCart } from '../../services/cart';
import { deleteCart, deletePosition, recalculate } from '../../services/cart-edits';
import { addVoucherToCart, cartVouchers } from '../../services/cart-vouchers';
import { purchase } from '../../services/purchase';
import { orderReceipt } from '../../services/receipts';
import { authed, authedAfterInput, handle, idempotent, json, noContent } from '../respond';
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
    idempotent(
      authed(async ({ world, request, playerNow }) => {
        const ticket = await validBody(request, ticketBody);
        return json(addTickets(world, playerNow(), [ticket]));
      }),
    ),
    { body: ticketBody },
  ),
  route.post(
    `${base}/orders/cart/tickets`,
    idempotent(
      authed(async ({ world, request, playerNow }) => {
        const tickets = await validBody(request, ticketsBody);
        return json(addTickets(world, playerNow(), tickets));
      }),
    ),
    { body: ticketsBody },
  ),
  route.get(
    `${base}/orders/cart`,
    handle(authed(({ world, player }) => json(getCart(world, player)))),
  ),
  route.post(
    `${base}/orders/cart/recalculate`,
    handle(authed(({ world, player }) => json(recalculate(world, player)))),
  ),
  // Purchase reads no body: authentication, checks and debit run in one synchronous step.
  route.post(
    `${base}/orders/cart/purchase`,
    idempotent(authed(({ world, player }) => json(purchase(world, player, getScenario(world))))),
  ),
  // Extension (decision 0178): what a purchase cost, which vouchers it used, what the balance paid.
  route.get(
    `${base}/orders/receipts/:receiptNumber`,
    handle(
      authedAfterInput(({ world, params, playerNow }) => {
        const { receiptNumber } = validParams(params, receiptParams);
        return json(orderReceipt(world, playerNow(), receiptNumber));
      }),
    ),
    { params: receiptParams },
  ),
  route.get(
    `${base}/orders/cart/voucher`,
    handle(authed(({ world, player }) => json(cartVouchers(world, player)))),
  ),
  route.put(
    `${base}/orders/cart/voucher`,
    handle(
      authed(async ({ world, request, playerNow }) => {
        const { voucherCode, acceptUnused } = await validBody(request, cartVoucherBody);
        return json(addVoucherToCart(world, playerNow(), voucherCode, acceptUnused === true));
      }),
    ),
    { body: cartVoucherBody },
  ),
  route.delete(
    `${base}/orders/:orderId/positions/:positionId`,
    handle(
      authedAfterInput(({ world, params, playerNow }) => {
        const { orderId, positionId } = validParams(params, positionParams);
        return json(deletePosition(world, playerNow(), orderId, positionId));
      }),
    ),
    { params: positionParams },
  ),
  route.delete(
    `${base}/orders/:orderId`,
    handle(
      authed(({ world, params, player }) => {
        deleteCart(world, player, validParams(params, orderParams).orderId);
        return noContent();
      }),
    ),
    { params: orderParams },
  ),
];
