import { call } from './http/call';
import type { Cart, PaymentMethod, PurchaseResult, TicketDeliverIQDto, Voucher } from './types';

export const addTicketToCart = (ticket: TicketDeliverIQDto) =>
  call<Cart>('addTicketToCart', { method: 'POST', url: '/orders/cart/ticket', data: ticket });

export const addTicketsToCart = (tickets: TicketDeliverIQDto[]) =>
  call<Cart>('addTicketsToCart', { method: 'POST', url: '/orders/cart/tickets', data: tickets });

/** 404 when the player has no active cart. */
export const getActiveCart = () =>
  call<Cart>('getActiveCart', { method: 'GET', url: '/orders/cart' });

export const deleteCart = (orderId: number) =>
  call<void>('deleteCart', { method: 'DELETE', url: `/orders/${orderId}` });

export const deleteCartPosition = (orderId: number, positionId: number) =>
  call<Cart>('deleteCartPosition', {
    method: 'DELETE',
    url: `/orders/${orderId}/positions/${positionId}`,
  });

export const recalculateCart = () =>
  call<Cart>('recalculateCart', { method: 'POST', url: '/orders/cart/recalculate' });

export const purchaseCart = (paymentMethod: PaymentMethod = 'NONE') =>
  call<PurchaseResult>('purchaseCart', {
    method: 'POST',
    url: '/orders/cart/purchase',
    params: { paymentMethod },
  });

export const getCartVouchers = () =>
  call<Voucher[]>('getCartVouchers', { method: 'GET', url: '/orders/cart/voucher' });

export const addVoucherToCart = (voucherCode: string) =>
  call<Cart>('addVoucherToCart', {
    method: 'PUT',
    url: '/orders/cart/voucher',
    data: { voucherCode },
  });
