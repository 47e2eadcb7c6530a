export { invokeCardPayIn } from './invoke-pay-in';
