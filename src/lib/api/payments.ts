import { call } from './http/call';
import { idempotencyHeader } from './http/idempotency';
import type {
  PayInInvokeRequest,
  PayInInvokeResponse,
  PayInResult,
  PayInResultRequest,
} from './types';

export const invokePayIn = (body: PayInInvokeRequest, actionKey?: string) =>
  call<PayInInvokeResponse>('invokePayIn', {
    method: 'PUT',
    url: '/payment/pay-in/invoke',
    data: body,
    headers: idempotencyHeader(actionKey),
  });

export const submitPayInResult = (body: PayInResultRequest) =>
  call<PayInResult>('submitPayInResult', {
    method: 'POST',
    url: '/payment/pay-in/result',
    data: body,
  });

export const checkPayIn = (paymentId: string) =>
  call<PayInResult>('checkPayIn', {
    method: 'GET',
    url: `/payment/pay-in/check/${encodeURIComponent(paymentId)}`,
  });
