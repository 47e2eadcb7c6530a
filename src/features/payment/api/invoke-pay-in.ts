import { api } from '@/lib/api';
import type { PayInInvokeResponse } from '@/lib/api/types';

/** Opens a QI card pay-in for the Android app's deposit page; the answer holds the card page URL. */
export const invokeCardPayIn = (amount: number, useToken: boolean): Promise<PayInInvokeResponse> =>
  api.invokePayIn({ amountInCent: amount * 100, useToken, paymentMethod: 'QI_CARD' });
