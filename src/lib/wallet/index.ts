export { walletKeys } from './wallet-keys';
export { balanceQuery, useBalance } from './balance-query';
export { refreshAfterMoneyEvent } from './money-events';
