import type { Cart, CartPosition, Voucher } from '@/lib/api/types';

/** Cart tickets are the positions without a voucher. */
export const cartTicketPositions = (cart: Cart | null | undefined): CartPosition[] =>
  (cart?.positions ?? []).filter((p) => p.voucherDto === null && p.ticketDeliverIQDto !== null);

export const cartVoucherPositions = (cart: Cart | null | undefined): CartPosition[] =>
  (cart?.positions ?? []).filter((p) => p.voucherDto !== null);

/**
 * Section 4: a voucher is applicable only if it lists no applicable ticket types, or the cart has
 * a ticket whose ticketDeliverIQDto.ticketTypeName is among them (or there is no voucher).
 */
export function isVoucherApplicable(
  voucher: Pick<Voucher, 'applicableTicketTypes'> | null | undefined,
  cart: Cart | null | undefined,
): boolean {
  if (!voucher) return true;
  const types = voucher.applicableTicketTypes ?? [];
  if (types.length === 0) return true;
  return cartTicketPositions(cart).some((p) =>
    types.includes(p.ticketDeliverIQDto?.ticketTypeName ?? ''),
  );
}

export const applicableVouchers = <V extends Pick<Voucher, 'applicableTicketTypes'>>(
  vouchers: V[],
  cart: Cart | null | undefined,
): V[] => vouchers.filter((v) => isVoucherApplicable(v, cart));
