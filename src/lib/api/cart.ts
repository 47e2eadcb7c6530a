import { call } from './http/call';
import { checkedCall } from './http/checked-call';
import { idempotencyHeader } from './http/idempotency';
import type { PaymentMethod, TicketDeliverIQDto } from './types';

export const getActiveCart = () =>
  checkedCall('getActiveCart', { method: 'GET', url: '/orders/cart' });

export const deleteCart = (orderId: number) =>
  call<void>('deleteCart', { method: 'DELETE', url: `/orders/${orderId}` });

// Money calls take an optional `actionKey`: the Idempotency-Key of one player action (see
// http/idempotency.ts). Without one, each call gets a fresh key.
export const addTicketToCart = (ticket: TicketDeliverIQDto, actionKey?: string) =>
  checkedCall('addTicketToCart', {
    method: 'POST',
    url: '/orders/cart/ticket',
    data: ticket,
    headers: idempotencyHeader(actionKey),
  });

export const addTicketsToCart = (tickets: TicketDeliverIQDto[], actionKey?: string) =>
  checkedCall('addTicketsToCart', {
    method: 'POST',
    url: '/orders/cart/tickets',
    data: tickets,
    headers: idempotencyHeader(actionKey),
  });

/** 404 when the player has no active cart. */
export const deleteCartPosition = (orderId: number, positionId: number) =>
  checkedCall('deleteCartPosition', {
    method: 'DELETE',
    url: `/orders/${orderId}/positions/${positionId}`,
  });

export const recalculateCart = () =>
  checkedCall('recalculateCart', { method: 'POST', url: '/orders/cart/recalculate' });

export const purchaseCart = (paymentMethod: PaymentMethod = 'NONE', actionKey?: string) =>
  checkedCall('purchaseCart', {
    method: 'POST',
    url: '/orders/cart/purchase',
    params: { paymentMethod },
    headers: idempotencyHeader(actionKey),
  });

export const getCartVouchers = () =>
  checkedCall('getCartVouchers', { method: 'GET', url: '/orders/cart/voucher' });

/** `acceptUnused`: the player chose to lose what a voucher is worth above the cart (0254). */
export const addVoucherToCart = (voucherCode: string, acceptUnused = false) =>
  checkedCall('addVoucherToCart', {
    method: 'PUT',
    url: '/orders/cart/voucher',
    data: acceptUnused ? { voucherCode, acceptUnused } : { voucherCode },
  });
