import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import PaymentOutcomePage from './payment-outcome-page';

describe('PaymentOutcomePage', () => {
  it('shows the refused message and goes to the cart on OK', async () => {
    const user = userEvent.setup();
    const view = await renderApp(<PaymentOutcomePage outcome="deposit_refused" />, {
      route: '/payment_android_deposit_refused',
    });
    expect(screen.getByRole('heading', { name: 'Deposit refused' })).toBeVisible();
    expect(screen.getByText('Your deposit was refused by the payment provider.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(view.location()).toBe('/cart');
  });

  it('shows the general error message', async () => {
    await renderApp(<PaymentOutcomePage outcome="general_error" />, {
      route: '/payment_android_general_error',
    });
    expect(
      screen.getByText('An error occurred during your payment. Please try again later.'),
    ).toBeVisible();
  });
});
