import { http } from 'msw';
import type { TicketDeliverIQDto } from '../../../src/lib/api/types';
import { getScenario } from '../../scenario';
import { addTickets, deleteCart, deletePosition, getCart, recalculate } from '../../services/cart';
import { addVoucherToCart, cartVouchers } from '../../services/cart-vouchers';
import { purchase } from '../../services/purchase';
import { arrayBody, body, handle, idempotent, json, noContent, playerOf } from '../respond';

/** The cart (the active order), its vouchers and the purchase. */
export const ordersHandlers = (base: string) => [
  http.post(
    `${base}/orders/cart/ticket`,
    idempotent(async ({ request }) => {
      playerOf(request);
      const ticket = await body<TicketDeliverIQDto>(request);
      return json(addTickets(playerOf(request), [ticket]));
    }),
  ),
  http.post(
    `${base}/orders/cart/tickets`,
    idempotent(async ({ request }) => {
      playerOf(request);
      const tickets = await arrayBody<TicketDeliverIQDto>(request);
      return json(addTickets(playerOf(request), tickets));
    }),
  ),
  http.get(
    `${base}/orders/cart`,
    handle(({ request }) => json(getCart(playerOf(request)))),
  ),
  http.post(
    `${base}/orders/cart/recalculate`,
    handle(({ request }) => json(recalculate(playerOf(request)))),
  ),
  // Purchase reads no body: authentication, checks and debit run in one synchronous step.
  http.post(
    `${base}/orders/cart/purchase`,
    idempotent(({ request }) => json(purchase(playerOf(request), getScenario()))),
  ),
  http.get(
    `${base}/orders/cart/voucher`,
    handle(({ request }) => json(cartVouchers(playerOf(request)))),
  ),
  http.put(
    `${base}/orders/cart/voucher`,
    handle(async ({ request }) => {
      playerOf(request);
      const { voucherCode } = await body<{ voucherCode: string }>(request);
      return json(addVoucherToCart(playerOf(request), voucherCode));
    }),
  ),
  http.delete(
    `${base}/orders/:orderId/positions/:positionId`,
    handle(({ request, params }) =>
      json(deletePosition(playerOf(request), Number(params.orderId), Number(params.positionId))),
    ),
  ),
  http.delete(
    `${base}/orders/:orderId`,
    handle(({ request, params }) => {
      deleteCart(playerOf(request), Number(params.orderId));
      return noContent();
    }),
  ),
];
