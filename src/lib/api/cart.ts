import { call } from './http/call';
import { checkedCall } from './http/checked-call';
import type { PaymentMethod, TicketDeliverIQDto } from './types';

export const getActiveCart = () => checkedCall('getActiveCart');

export const deleteCart = (orderId: number) => call('deleteCart', { path: { orderId } });

// Money calls take an optional `actionKey`: the Idempotency-Key of one player action (see
// http/idempotency.ts). Without one, each call gets a fresh key.
export const addTicketToCart = (ticket: TicketDeliverIQDto, actionKey?: string) =>
  checkedCall('addTicketToCart', { data: ticket, actionKey });

export const addTicketsToCart = (tickets: TicketDeliverIQDto[], actionKey?: string) =>
  checkedCall('addTicketsToCart', { data: tickets, actionKey });

/** 404 when the player has no active cart. */
export const deleteCartPosition = (orderId: number, positionId: number) =>
  checkedCall('deleteCartPosition', { path: { orderId, positionId } });

export const recalculateCart = () => checkedCall('recalculateCart');

export const purchaseCart = (paymentMethod: PaymentMethod = 'NONE', actionKey?: string) =>
  checkedCall('purchaseCart', { params: { paymentMethod }, actionKey });

export const getCartVouchers = () => checkedCall('getCartVouchers');

/** `acceptUnused`: the player chose to lose what a voucher is worth above the cart (0254). */
export const addVoucherToCart = (voucherCode: string, acceptUnused = false) =>
  checkedCall('addVoucherToCart', {
    data: acceptUnused ? { voucherCode, acceptUnused } : { voucherCode },
  });
