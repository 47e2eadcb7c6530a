import { call } from './http/call';
import { idempotencyHeader } from './http/idempotency';
import type { Cart, PaymentMethod, PurchaseResult, TicketDeliverIQDto, Voucher } from './types';

export { deleteCart, getActiveCart } from './start-calls';

// Money calls take an optional `actionKey`: the Idempotency-Key of one player action (see
// http/idempotency.ts). Without one, each call gets a fresh key.
export const addTicketToCart = (ticket: TicketDeliverIQDto, actionKey?: string) =>
  call<Cart>('addTicketToCart', {
    method: 'POST',
    url: '/orders/cart/ticket',
    data: ticket,
    headers: idempotencyHeader(actionKey),
  });

export const addTicketsToCart = (tickets: TicketDeliverIQDto[], actionKey?: string) =>
  call<Cart>('addTicketsToCart', {
    method: 'POST',
    url: '/orders/cart/tickets',
    data: tickets,
    headers: idempotencyHeader(actionKey),
  });

/** 404 when the player has no active cart. */
export const deleteCartPosition = (orderId: number, positionId: number) =>
  call<Cart>('deleteCartPosition', {
    method: 'DELETE',
    url: `/orders/${orderId}/positions/${positionId}`,
  });

export const recalculateCart = () =>
  call<Cart>('recalculateCart', { method: 'POST', url: '/orders/cart/recalculate' });

export const purchaseCart = (paymentMethod: PaymentMethod = 'NONE', actionKey?: string) =>
  call<PurchaseResult>('purchaseCart', {
    method: 'POST',
    url: '/orders/cart/purchase',
    params: { paymentMethod },
    headers: idempotencyHeader(actionKey),
  });

export const getCartVouchers = () =>
  call<Voucher[]>('getCartVouchers', { method: 'GET', url: '/orders/cart/voucher' });

export const addVoucherToCart = (voucherCode: string) =>
  call<Cart>('addVoucherToCart', {
    method: 'PUT',
    url: '/orders/cart/voucher',
    data: { voucherCode },
  });
