import { checkedCall } from './http/checked-call';
import type { PayInInvokeRequest, PayInResultRequest } from './types';

export const invokePayIn = (body: PayInInvokeRequest, actionKey?: string) =>
  checkedCall('invokePayIn', { data: body, actionKey });

export const submitPayInResult = (body: PayInResultRequest) =>
  checkedCall('submitPayInResult', { data: body });

/**
 * Which payment methods work now (extension, decision 0271). A 404 means the backend does not
 * offer it: the deposit screen then shows every method as before.
 */
export const getPaymentAvailability = () => checkedCall('getPaymentAvailability');

export const checkPayIn = (paymentId: string) => checkedCall('checkPayIn', { path: { paymentId } });
