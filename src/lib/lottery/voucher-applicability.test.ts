import { describe, expect, it } from 'vitest';
import type { Cart, CartPosition } from '@/lib/api/types';
import {
  applicableVouchers,
  cartTicketPositions,
  isVoucherApplicable,
} from './voucher-applicability';

const ticketPosition = (id: number, ticketTypeName: string): CartPosition => ({
  position_id: id,
  voucherDto: null,
  ticketDeliverIQDto: { ticketTypeName, drawIds: [1], tips: [[1, 2, 3, 4, 5, 6]], draws: [] },
  price: 1000,
});
const voucherPosition: CartPosition = {
  position_id: 9,
  voucherDto: {
    voucherId: 1,
    voucherCode: 'X',
    amount: 500,
    expiryDate: '2030-01-01T00:00:00+03:00',
    applicableTicketTypes: ['OTHER'],
    state: 'ACTIVE',
  },
  ticketDeliverIQDto: null,
  price: -500,
};
const cartOf = (...positions: CartPosition[]): Cart => ({
  orderId: 1,
  positions,
  originalCartPrice: 1000,
  cartPrice: 1000,
});

describe('voucher applicability', () => {
  it('applies a voucher that lists no ticket types to any cart', () => {
    expect(isVoucherApplicable({ applicableTicketTypes: [] }, cartOf())).toBe(true);
    expect(isVoucherApplicable({ applicableTicketTypes: [] }, null)).toBe(true);
  });

  it('applies when no voucher is given', () => {
    expect(isVoucherApplicable(null, cartOf())).toBe(true);
  });

  it('applies only when a cart ticket has one of the listed types', () => {
    const voucher = { applicableTicketTypes: ['6of29_STANDARD'] };
    expect(isVoucherApplicable(voucher, cartOf(ticketPosition(1, '6of29_STANDARD')))).toBe(true);
    expect(isVoucherApplicable(voucher, cartOf(ticketPosition(1, 'OTHER')))).toBe(false);
    expect(isVoucherApplicable(voucher, cartOf())).toBe(false);
    expect(isVoucherApplicable(voucher, null)).toBe(false);
  });

  it('does not count a voucher position as a ticket', () => {
    const voucher = { applicableTicketTypes: ['OTHER'] };
    expect(isVoucherApplicable(voucher, cartOf(voucherPosition))).toBe(false);
    expect(cartTicketPositions(cartOf(voucherPosition, ticketPosition(2, 'A')))).toHaveLength(1);
  });

  it('filters a list of vouchers', () => {
    const a = { applicableTicketTypes: ['A'] };
    const b = { applicableTicketTypes: ['B'] };
    const any = { applicableTicketTypes: [] };
    expect(applicableVouchers([a, b, any], cartOf(ticketPosition(1, 'A')))).toEqual([a, any]);
  });
});
