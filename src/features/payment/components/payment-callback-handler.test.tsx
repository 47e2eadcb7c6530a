import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/api/tokens';
import { alertStore } from '@/lib/alerts';
import { fakeApi } from '@/lib/lottery/testing/fixtures';
import { readPaymentTarget, storePaymentTarget } from '@/lib/payment';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { testBalance, testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { CLOSE_AFTER_MS, PaymentCallbackHandler } from './payment-callback-handler';

const callback = (status: string, extra = '') =>
  `/?order_status=${status}&paymentId=PAY-9&order_id=PAY-9&origin=${encodeURIComponent(window.location.origin)}${extra}`;

const stubApi = () => {
  const submitPayInResult = vi.fn(async () => ({
    paymentId: 'PAY-9',
    status: 'SUCCESSFUL' as const,
    amount: 5000,
  }));
  fakeApi({ submitPayInResult, getAccountBalance: async () => testBalance(55_000) });
  return submitPayInResult;
};

afterEach(() => vi.useRealTimers());

describe('PaymentCallbackHandler', () => {
  it('success: reports the result, shows deposit_successful and returns to my funds', async () => {
    const submit = stubApi();
    storePaymentTarget('DEPOSIT');
    const view = await renderApp(<PaymentCallbackHandler />, {
      route: callback('success'),
      player: testProfile(),
    });
    expect(view.location()).toBe('/my_funds?token=PAY-9');
    expect(alertStore.newAlert?.text).toEqual({ key: 'payment:deposit_successful' });
    expect(submit).toHaveBeenCalledWith({ paymentId: 'PAY-9', order: { status: 'success' } });
    expect(readPaymentTarget()).toBe('NONE');
  });

  it('failure goes to the refused route; an error without messages to the failed route', async () => {
    stubApi();
    const refused = await renderApp(<PaymentCallbackHandler />, {
      route: callback('failure'),
      player: testProfile(),
    });
    expect(refused.location()).toBe('/payment_android_deposit_refused');
    refused.unmount();
    const failed = await renderApp(<PaymentCallbackHandler />, {
      route: callback('error'),
      player: testProfile(),
    });
    expect(failed.location()).toBe('/payment_android_deposit_failed');
  });

  it('an error with messages goes to the general error route', async () => {
    stubApi();
    const view = await renderApp(<PaymentCallbackHandler />, {
      route: callback('error', '&error=Card+declined'),
      player: testProfile(),
    });
    expect(view.location()).toBe('/payment_android_general_error');
  });

  it('cancelled by the shopper: back to the cart for a cart payment, no message', async () => {
    stubApi();
    storePaymentTarget('CART');
    const view = await renderApp(<PaymentCallbackHandler />, {
      route: callback('cancelled_by_shopper'),
      player: testProfile(),
    });
    expect(view.location()).toBe('/cart?token=PAY-9');
    expect(alertStore.newAlert).toBeNull();
  });

  it('never follows a foreign origin', async () => {
    stubApi();
    storePaymentTarget('DEPOSIT');
    // jsdom reports a real navigation (location.assign) as a console error, which fails the test.
    const view = await renderApp(<PaymentCallbackHandler />, {
      route: '/?order_status=success&paymentId=PAY-9&order_id=PAY-9&origin=https%3A%2F%2Fevil.test',
      player: testProfile(),
    });
    expect(view.location()).toBe('/my_funds?token=PAY-9');
  });

  it('in the Android wrapper: after 2 s the tokens are cleared and the start screen shows', async () => {
    stubApi();
    storage.set(STORAGE_KEYS.androidApp, 'true');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const view = await renderApp(<PaymentCallbackHandler />, {
      route: callback('failure'),
      player: testProfile(),
    });
    expect(view.location()).toBe('/payment_android_deposit_refused');
    expect(tokenStore.hasSecurityToken()).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(CLOSE_AFTER_MS));
    expect(tokenStore.hasSecurityToken()).toBe(false);
    expect(view.location()).toBe('/');
    expect(screen.getByText('Back to the app', { selector: 'a' })).toHaveAttribute(
      'href',
      'lottery://back_to_app',
    );
  });
});
