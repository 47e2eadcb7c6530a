export { awaitPayInOutcome } from './await-pay-in-outcome';
export { invokeCardPayIn } from './invoke-pay-in';
