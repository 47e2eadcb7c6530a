import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-adapter';
import { readPaymentTarget } from '@/lib/payment';
import { testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import PaymentAndroidPage from './payment-android-page';

describe('PaymentAndroidPage', { timeout: 20_000 }, () => {
  it('opens the card payment for the amount and useToken of the query', async () => {
    const invokePayIn = vi.fn(async () => ({
      paymentId: 'PAY-5',
      paymentIFrameUrl: 'about:blank#card',
      walletPayment: null,
    }));
    fakeApi({ invokePayIn });
    // The page starts the payment on mount and shows it when the answer comes: inside act(), so
    // that update is part of the render, not a late one after it.
    await act(() =>
      renderApp(<PaymentAndroidPage />, {
        route: '/payment_android?amount=5000&useToken=true',
        player: testProfile(),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Card payment' });
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', 'about:blank#card');
    expect(invokePayIn).toHaveBeenCalledTimes(1);
    expect(invokePayIn).toHaveBeenCalledWith({
      amountInCent: 500_000,
      useToken: true,
      paymentMethod: 'QI_CARD',
    });
    expect(readPaymentTarget()).toBe('DEPOSIT');
  });

  it('refuses to start without a valid amount and useToken', async () => {
    const invokePayIn = vi.fn();
    fakeApi({ invokePayIn });
    await renderApp(<PaymentAndroidPage />, {
      route: '/payment_android?amount=500',
      player: testProfile(),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('the amount is missing or invalid');
    expect(invokePayIn).not.toHaveBeenCalled();
  });
});
