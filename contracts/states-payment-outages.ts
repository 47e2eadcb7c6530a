/**
 * Provider states of the payment-availability extension (provider lottery-api-extensions,
 * decision 0271), in plain English for the backend team. The fake implements each one in
 * mock-server/control/provider-states-payment-outages.ts.
 */
export const PAYMENT_OUTAGE_STATES = {
  partialOutage:
    'FIB card payments are down while FIB transfers work, ZainCash is down and Qi Card is slow',
} as const;
