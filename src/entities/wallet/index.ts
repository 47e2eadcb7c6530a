// The wallet entity: the balance (fetcher, query, hooks) and the keys of the money facts, read by
// the app bar, the cart, the account and funds; money events refresh them through one function.
export { fundsKeys } from './keys';
export { balanceQueryOptions, getBalance, useBalance, useBalanceQuery } from './balance';
export { fetchFreshBalance, refreshAfterMoneyEvent } from './refresh-after-money-event';
