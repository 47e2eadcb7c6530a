import { route } from '../../routes/route';
import { getScenario } from '../../scenario';
import { addTickets, getCart } from '../../services/cart';
import { deleteCart, deletePosition, recalculate } from '../../services/cart-edits';
import { addVoucherToCart, cartVouchers } from '../../services/cart-vouchers';
import { purchase } from '../../services/purchase';
import { orderReceipt } from '../../services/receipts';
import { authed, authedAfterInput, handle, idempotent, json, noContent } from '../respond';

/** The cart (the active order), its vouchers and the purchase. */
export const ordersHandlers = (base: string) => [
  route.call(base, 'addTicketToCart', (input) =>
    idempotent(
      authed(async ({ world, request, playerNow }) => {
        const ticket = await input.body(request);
        return json(addTickets(world, playerNow(), [ticket]));
      }),
    ),
  ),
  route.call(base, 'addTicketsToCart', (input) =>
    idempotent(
      authed(async ({ world, request, playerNow }) => {
        const tickets = await input.body(request);
        return json(addTickets(world, playerNow(), tickets));
      }),
    ),
  ),
  route.call(base, 'getActiveCart', () =>
    handle(authed(({ world, player }) => json(getCart(world, player)))),
  ),
  route.call(base, 'recalculateCart', () =>
    handle(authed(({ world, player }) => json(recalculate(world, player)))),
  ),
  // Purchase reads no body: authentication, checks and debit run in one synchronous step.
  route.call(base, 'purchaseCart', () =>
    idempotent(authed(({ world, player }) => json(purchase(world, player, getScenario(world))))),
  ),
  // Extension (decision 0178): what a purchase cost, which vouchers it used, what the balance paid.
  route.call(base, 'getOrderReceipt', (input) =>
    handle(
      authedAfterInput(({ world, params, playerNow }) => {
        const { receiptNumber } = input.params(params);
        return json(orderReceipt(world, playerNow(), receiptNumber));
      }),
    ),
  ),
  route.call(base, 'getCartVouchers', () =>
    handle(authed(({ world, player }) => json(cartVouchers(world, player)))),
  ),
  route.call(base, 'addVoucherToCart', (input) =>
    handle(
      authed(async ({ world, request, playerNow }) => {
        const { voucherCode, acceptUnused } = await input.body(request);
        return json(addVoucherToCart(world, playerNow(), voucherCode, acceptUnused === true));
      }),
    ),
  ),
  route.call(base, 'deleteCartPosition', (input) =>
    handle(
      authedAfterInput(({ world, params, playerNow }) => {
        const { orderId, positionId } = input.params(params);
        return json(deletePosition(world, playerNow(), orderId, positionId));
      }),
    ),
  ),
  route.call(base, 'deleteCart', (input) =>
    handle(
      authed(({ world, params, player }) => {
        deleteCart(world, player, input.params(params).orderId);
        return noContent();
      }),
    ),
  ),
];
