import type { Adapter } from '@/lib/api/adapter';
import { ApiError } from '@/lib/api/errors';
import type { PayInInvokeResponse, PayInResult } from '@/lib/api/types';
import { fakeApi } from '@/testing/fake-adapter';
import { testBalance, testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import MyFundsPage from '../pages/my-funds-page';

/** A FIB wallet deposit as the backend answers its invoke. */
export const fib: PayInInvokeResponse = {
  paymentId: 'PAY-1',
  paymentIFrameUrl: 'http://pay.example/card-page/PAY-1',
  walletPayment: {
    qrCode: 'http://pay.example/card-page/PAY-1?via=qr',
    paymentLink: 'http://pay.example/card-page/PAY-1?via=link',
    manualCode: '123456',
  },
};

export const result = (status: PayInResult['status']): PayInResult => ({
  paymentId: 'PAY-1',
  status,
  amount: 5000,
});

/** My Funds for the logged-in test player, at a tab's route. */
export const openMyFunds = (route = '/my_funds', balance = testBalance()) =>
  renderApp(<MyFundsPage />, { route, player: testProfile(), balance });

/**
 * The strict fake for My Funds: the backend offers no responsible-play extension (404), so no
 * deposit limit applies unless a test stubs one.
 */
export const fakeFundsApi = <C extends Partial<Adapter>>(calls: C) =>
  fakeApi({
    getPaymentAccounts: async () => [],
    getResponsiblePlay: () =>
      Promise.reject(
        new ApiError('Request failed with status code 404', 'getResponsiblePlay', 404, undefined),
      ),
    ...calls,
  });
