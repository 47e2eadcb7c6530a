/**
 * Provider states of the receipts and deposit-history extensions (decision 0178), provider
 * `lottery-api-extensions`. Each starts from a reset world with the seeded demo player
 * (07701234567, 50000 IQD) logged in, whose `securityToken` is answered. The fake implements
 * them in mock-server/control/provider-states-receipts.ts.
 */
export const RECEIPT_STATES = {
  /** Answers `receiptNumber`: 3 grids x 1 draw = 3000 IQD, LUCKY2000 takes 2000, 1000 paid. */
  voucherPurchase:
    'a verified player who bought one three-grid 6of29 ticket with the 2000 IQD voucher LUCKY2000',
  noReceipt: 'a verified player who has no purchase with the receipt number R0-0',
  /** The newest booking is this deposit (5000 IQD by Qi Card). */
  pendingDeposit: 'a verified player whose 5000 IQD card deposit the provider has not settled',
  failedDeposit: 'a verified player whose 5000 IQD card deposit the provider refused',
} as const;

export type ReceiptStateName = (typeof RECEIPT_STATES)[keyof typeof RECEIPT_STATES];

/** The purchase the `voucherPurchase` state makes. */
export const VOUCHER_PURCHASE = {
  grids: [
    [3, 8, 12, 17, 21, 29],
    [1, 2, 4, 5, 6, 7],
    [9, 10, 11, 13, 14, 15],
  ],
  voucherCode: 'LUCKY2000',
  cost: 3000,
  discount: 2000,
  paid: 1000,
} as const;
