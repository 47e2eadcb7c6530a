import type {
  PaymentAvailability,
  PaymentMethod,
  PaymentRail,
  RailState,
} from '../../src/lib/api/types';
import { DomainError } from './errors';

/**
 * Payment outages per method and rail (decision 0271). In 2025 FIB's card payments stopped in
 * stages while FIB account transfers kept working: a method is several rails that fail apart.
 */
export type DepositMethod = Exclude<PaymentMethod, 'NONE'>;

/** The rails each method has: Qi Card is a card; the wallets pay by transfer; FIB does both. */
export const RAILS: Record<DepositMethod, PaymentRail[]> = {
  FIB: ['TRANSFER', 'CARD'],
  ZAIN_CASH: ['TRANSFER'],
  FAST_PAY: ['TRANSFER'],
  QI_CARD: ['CARD'],
};

/** A stored method name as a deposit method, or undefined for anything else. */
export const depositMethodOf = (value: string): DepositMethod | undefined =>
  value in RAILS ? (value as DepositMethod) : undefined;

export interface RailOutage {
  paymentMethod: DepositMethod;
  /** One rail; omitted: every rail of the method. */
  rail?: PaymentRail;
  state: Exclude<RailState, 'UP'>;
  /** SLOW: how long the provider takes to answer (real milliseconds). */
  delayMs?: number;
}

export const SLOW_DEFAULT_MS = 4000;

/** The outage on one rail, the most recent listed winning. */
export const outageOf = (outages: RailOutage[], method: DepositMethod, rail: PaymentRail) =>
  outages.findLast((o) => o.paymentMethod === method && (o.rail === undefined || o.rail === rail));

export const railState = (outages: RailOutage[], method: DepositMethod, rail: PaymentRail) =>
  outageOf(outages, method, rail)?.state ?? 'UP';

/** What GET /payment/methods/availability answers. */
export const availability = (outages: RailOutage[]): PaymentAvailability => ({
  methods: (Object.keys(RAILS) as DepositMethod[]).map((paymentMethod) => ({
    paymentMethod,
    rails: RAILS[paymentMethod].map((rail) => ({
      rail,
      state: railState(outages, paymentMethod, rail),
    })),
  })),
});

/** Each provider's own refusal when a rail is down: its code and words, kept in `details`. */
const PROVIDER_REFUSALS: Record<DepositMethod, { providerCode: string; message: string }> = {
  FIB: {
    providerCode: 'CARD_PAYMENTS_SUSPENDED',
    message: 'FIB is not accepting this payment now',
  },
  ZAIN_CASH: { providerCode: 'SERVICE_UNAVAILABLE', message: 'ZainCash is not accepting payments' },
  FAST_PAY: { providerCode: 'MAINTENANCE', message: 'FastPay is under maintenance' },
  QI_CARD: { providerCode: 'ISSUER_UNAVAILABLE', message: 'Qi Card cannot take card payments now' },
};

/** 503 PAYMENT_METHOD_UNAVAILABLE naming the method, the rail and the provider's own code. */
export function providerRefusal(method: DepositMethod, rail: PaymentRail | 'ALL'): DomainError {
  const refusal = PROVIDER_REFUSALS[method];
  return new DomainError(503, 'PAYMENT_METHOD_UNAVAILABLE', refusal.message, {
    details: { paymentMethod: method, rail, providerCode: refusal.providerCode },
  });
}

/** Every rail of the method is down: the invoke itself is refused. */
export const methodDown = (outages: RailOutage[], method: DepositMethod): boolean =>
  RAILS[method].every((rail) => railState(outages, method, rail) === 'DOWN');

/** The longest delay a slow rail of the method adds to the provider's answers. */
export const slowness = (outages: RailOutage[], method: DepositMethod, rail?: PaymentRail) =>
  Math.max(
    0,
    ...(rail ? [rail] : RAILS[method]).map((r) => {
      const outage = outageOf(outages, method, r);
      return outage?.state === 'SLOW' ? (outage.delayMs ?? SLOW_DEFAULT_MS) : 0;
    }),
  );
