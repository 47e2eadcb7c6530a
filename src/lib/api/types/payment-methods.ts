/**
 * The payment methods of section 7, in the order the deposit page offers them: the one list the
 * schemas, the forms and the fake read.
 */
export const PAYMENT_METHODS = ['FIB', 'ZAIN_CASH', 'FAST_PAY', 'QI_CARD'] as const;
export type PayInMethod = (typeof PAYMENT_METHODS)[number];

/** The mobile wallets: paid into by transfer, and where payouts go (a Qi card takes deposits only). */
export const WALLET_METHODS = ['FIB', 'ZAIN_CASH', 'FAST_PAY'] as const satisfies PayInMethod[];
export type WalletMethod = (typeof WALLET_METHODS)[number];

/** A payment method as answers name it; NONE: paid from the balance alone. */
export const PAYMENT_METHODS_OR_NONE = [...PAYMENT_METHODS, 'NONE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS_OR_NONE)[number];
