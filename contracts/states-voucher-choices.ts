/**
 * Provider states of the voucher reasons (provider lottery-api-extensions; decision 0254), in plain
 * English for the backend team. The fake implements them in
 * mock-server/control/provider-states-voucher-choices.ts; each answers the demo player's
 * `securityToken`, whose active cart holds one 6of29 ticket of 1,000 IQD.
 */
export const VOUCHER_CHOICE_STATES = {
  othersVoucher:
    'an active cart of 1000 IQD, and another player who holds the personal voucher OTHER-GIFT-3000',
  usedVoucher: 'an active cart of 1000 IQD and a voucher USED-GIFT-1000 the player already used',
  voucherWorthMore:
    'an active cart of 1000 IQD and a voucher WELCOME5000 of 5000 IQD of the player',
} as const;
