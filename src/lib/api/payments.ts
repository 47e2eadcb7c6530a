import { checkedCall } from './http/checked-call';
import { idempotencyHeader } from './http/idempotency';
import type { PayInInvokeRequest, PayInResultRequest } from './types';

export const invokePayIn = (body: PayInInvokeRequest, actionKey?: string) =>
  checkedCall('invokePayIn', {
    method: 'PUT',
    url: '/payment/pay-in/invoke',
    data: body,
    headers: idempotencyHeader(actionKey),
  });

export const submitPayInResult = (body: PayInResultRequest) =>
  checkedCall('submitPayInResult', {
    method: 'POST',
    url: '/payment/pay-in/result',
    data: body,
  });

export const checkPayIn = (paymentId: string) =>
  checkedCall('checkPayIn', {
    method: 'GET',
    url: `/payment/pay-in/check/${encodeURIComponent(paymentId)}`,
  });
