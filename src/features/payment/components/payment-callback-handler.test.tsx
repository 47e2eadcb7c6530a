import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { tokenStore } from '@/lib/api/tokens';
import type { PayInFailureReason, PayInResult, PaymentStatus } from '@/lib/api/types';
import { alertStore } from '@/lib/alerts';
import { fakeApi } from '@/testing/fake-adapter';
import { CARD_RETURN_DELAYS_MS, readPaymentTarget, storePaymentTarget } from '@/lib/payment';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { testBalance, testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { CLOSE_AFTER_MS, PaymentCallbackHandler } from './payment-callback-handler';

const callback = (status: string, extra = '') =>
  `/?order_status=${status}&paymentId=PAY-9&order_id=PAY-9&origin=${encodeURIComponent(window.location.origin)}${extra}`;
const answer = (status: PaymentStatus, failureReason?: PayInFailureReason): PayInResult => ({
  paymentId: 'PAY-9',
  status,
  amount: 5000,
  ...(failureReason ? { failureReason } : {}),
});

/** The backend's answers: `result` to pay-in/result, then `check` to every pay-in/check. */
const stubApi = (result: PayInResult | Error, check: PayInResult = answer('PENDING')) => {
  const submitPayInResult = vi.fn(async () => {
    if (result instanceof Error) throw result;
    return result;
  });
  const checkPayIn = vi.fn(async () => check);
  const getAccountBalance = vi.fn(async () => testBalance(55_000));
  fakeApi({ submitPayInResult, checkPayIn, getAccountBalance, getBookings: async () => [] });
  return { submitPayInResult, checkPayIn, getAccountBalance };
};
const open = (route: string) =>
  renderApp(<PaymentCallbackHandler />, { route, player: testProfile() });
const totalWait = CARD_RETURN_DELAYS_MS.reduce((a, b) => a + b, 0);

afterEach(() => vi.useRealTimers());

describe('PaymentCallbackHandler: the outcome comes from the backend', () => {
  it('success: asks the backend, shows deposit_successful, returns to my funds, refreshes', async () => {
    const api = stubApi(answer('SUCCESSFUL'));
    storePaymentTarget('DEPOSIT');
    const view = await open(callback('success'));
    await waitFor(() => expect(view.location()).toBe('/my_funds?token=PAY-9'));
    expect(alertStore.newAlert?.text).toEqual({ key: 'payment:deposit_successful' });
    expect(alertStore.newAlert?.kind).toBe('success');
    // The client asks; it never states the outcome.
    expect(api.submitPayInResult).toHaveBeenCalledWith({ paymentId: 'PAY-9' });
    expect(api.getAccountBalance).toHaveBeenCalled();
    expect(readPaymentTarget()).toBe('NONE');
  });

  it('"success" in the URL but FAILED at the backend: the refusal, never the success text', async () => {
    const api = stubApi(answer('FAILED', 'REFUSED'));
    storePaymentTarget('DEPOSIT');
    const view = await open(callback('success'));
    await waitFor(() => expect(view.location()).toBe('/payment_android_deposit_refused'));
    expect(alertStore.newAlert).toBeNull();
    expect(api.getAccountBalance).toHaveBeenCalled();
  });

  it('a provider error goes to the failed route; a cancel just returns', async () => {
    stubApi(answer('FAILED', 'ERROR'));
    const failed = await open(callback('success'));
    await waitFor(() => expect(failed.location()).toBe('/payment_android_deposit_failed'));
    failed.unmount();
    stubApi(answer('FAILED', 'CANCELLED'));
    storePaymentTarget('CART');
    const cancelled = await open(callback('cancelled_by_shopper'));
    await waitFor(() => expect(cancelled.location()).toBe('/cart?token=PAY-9'));
    expect(alertStore.newAlert).toBeNull();
  });

  it('pending: keeps checking with backoff, then shows the timeout text', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    const api = stubApi(answer('PENDING'));
    storePaymentTarget('DEPOSIT');
    const view = await open(callback('success'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Checking your payment with the provider…',
    );
    await act(() => vi.advanceTimersByTimeAsync(totalWait));
    await waitFor(() => expect(view.location()).toBe('/my_funds?token=PAY-9'));
    expect(api.checkPayIn).toHaveBeenCalledTimes(CARD_RETURN_DELAYS_MS.length - 1);
    expect(alertStore.newAlert?.text).toEqual({ key: 'payment:deposit_timeout' });
    // A timeout is not a success: no success tick.
    expect(alertStore.newAlert?.kind).toBe('warning');
    expect(api.getAccountBalance).toHaveBeenCalled();
  });

  it('pending, then SUCCESSFUL on a later check: success', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    stubApi(answer('PENDING'), answer('SUCCESSFUL'));
    storePaymentTarget('DEPOSIT');
    await open(callback('success'));
    await act(() => vi.advanceTimersByTimeAsync(CARD_RETURN_DELAYS_MS[1] ?? 0));
    await waitFor(() =>
      expect(alertStore.newAlert?.text).toEqual({ key: 'payment:deposit_successful' }),
    );
  });

  it('leaving while the backend is asked stops the asking; a late answer changes nothing', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    const api = stubApi(answer('PENDING'), answer('SUCCESSFUL'));
    storePaymentTarget('DEPOSIT');
    const view = await open(callback('success'));
    await waitFor(() => expect(api.submitPayInResult).toHaveBeenCalled());
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(totalWait));
    expect(api.checkPayIn).not.toHaveBeenCalled();
    expect(alertStore.newAlert).toBeNull();
    expect(readPaymentTarget()).toBe('DEPOSIT');
  });

  it('a backend timeout answer (408) shows the timeout text at once', async () => {
    stubApi(
      new ApiError('408', 'submitPayInResult', 408, { status: 'PAYMENT_TIMEOUT', message: '' }),
    );
    storePaymentTarget('DEPOSIT');
    await open(callback('success'));
    await waitFor(() =>
      expect(alertStore.newAlert?.text).toEqual({ key: 'payment:deposit_timeout' }),
    );
  });

  it('never shows text from the URL (error=<text>)', async () => {
    stubApi(answer('FAILED', 'ERROR'));
    const view = await open(callback('error', '&error=Call+%2B964+to+claim+your+refund'));
    await waitFor(() => expect(view.location()).toBe('/payment_android_deposit_failed'));
    expect(document.body).not.toHaveTextContent('refund');
    expect(view.location()).not.toContain('general_error');
  });

  it('never follows a foreign origin', async () => {
    stubApi(answer('SUCCESSFUL'));
    storePaymentTarget('DEPOSIT');
    // jsdom reports a real navigation (location.assign) as a console error, which fails the test.
    const view = await open(
      '/?order_status=success&paymentId=PAY-9&order_id=PAY-9&origin=https%3A%2F%2Fevil.test',
    );
    await waitFor(() => expect(view.location()).toBe('/my_funds?token=PAY-9'));
  });

  it('in the Android wrapper: after 2 s the start screen, no dialog left, tokens cleared', async () => {
    stubApi(answer('SUCCESSFUL'));
    storePaymentTarget('DEPOSIT');
    storage.set(STORAGE_KEYS.androidApp, 'true');
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    const view = await open(callback('success'));
    await waitFor(() => expect(view.location()).toBe('/my_funds?token=PAY-9'));
    expect(alertStore.newAlert).not.toBeNull();
    expect(tokenStore.hasSecurityToken()).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(CLOSE_AFTER_MS));
    expect(tokenStore.hasSecurityToken()).toBe(false);
    expect(view.location()).toBe('/');
    expect(alertStore.newAlert).toBeNull();
    expect(alertStore.queue).toEqual([]);
    expect(screen.getByText('Back to the app', { selector: 'a' })).toHaveAttribute(
      'href',
      'lottery://back_to_app',
    );
  });
});
