/**
 * Provider states of the `lottery-api-extensions` pact's idempotency interactions (decision 0016).
 * The fake implements them in mock-server/control/provider-states-idempotency.ts.
 */
export const IDEMPOTENCY_STATES = {
  withdrawalWithKey:
    'a verified player who withdrew 2000 IQD to FIB with Idempotency-Key "withdraw-key-1"',
} as const;

/** The withdrawal that state made, so a pact can repeat it exactly. */
export const KEYED_WITHDRAWAL = {
  key: 'withdraw-key-1',
  body: { amount: 2000, method: 'FIB', fullName: 'Ahmed Hassan', walletNumber: '07701234567' },
} as const;
