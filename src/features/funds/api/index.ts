export { fundsKeys } from './keys';
export { balanceQueryOptions, getBalance, useBalance, useBalanceQuery } from './get-balance';
export { fetchFreshBalance, refreshAfterMoneyEvent } from './refresh-after-money-event';
export { BOOKINGS_PAGE_SIZE, bookingsQuery, useBookings } from './use-bookings';
export { useInvokePayIn } from './use-invoke-pay-in';
export { useWithdraw } from './use-withdraw';
