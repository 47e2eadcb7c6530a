import type { PaymentAvailability, PayInMethod, PaymentRail, RailState } from '@/lib/api/types';

/** A method a player can deposit with. */
export type DepositMethod = PayInMethod;

/** The rail this app pays each method by: Qi Card in the card page, the wallets by transfer. */
const RAIL_USED: Record<DepositMethod, PaymentRail> = {
  QI_CARD: 'CARD',
  FIB: 'TRANSFER',
  ZAIN_CASH: 'TRANSFER',
  FAST_PAY: 'TRANSFER',
};

/** Methods that are not plainly working now; the ones the backend does not name are assumed up. */
export type MethodStates = Partial<Record<DepositMethod, Exclude<RailState, 'UP'>>>;

/**
 * How each method works now for this app (decision 0271): FIB with its card rail down still
 * works, since the app pays FIB by transfer. Empty when the backend does not say (404).
 */
export function methodStates(availability: PaymentAvailability | null): MethodStates {
  const states: MethodStates = {};
  for (const { paymentMethod, rails } of availability?.methods ?? []) {
    const state = rails.find((r) => r.rail === RAIL_USED[paymentMethod])?.state;
    if (state === 'DOWN' || state === 'SLOW') states[paymentMethod] = state;
  }
  return states;
}

/** The method to offer instead of a down one: the first working one, slow ones last. */
export function workingMethod(
  methods: readonly DepositMethod[],
  states: MethodStates,
): DepositMethod | undefined {
  return methods.find((m) => states[m] === undefined) ?? methods.find((m) => states[m] === 'SLOW');
}
