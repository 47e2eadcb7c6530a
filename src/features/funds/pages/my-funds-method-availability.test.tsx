import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentAvailability } from '@/lib/api/types';
import { testBalance } from '@/testing/fixtures';
import { fakeFundsApi, fib, openMyFunds } from '../testing/my-funds';

/** FIB's transfers down with its cards up, ZainCash down, Qi Card slow. */
const outage: PaymentAvailability = {
  methods: [
    {
      paymentMethod: 'FIB',
      rails: [
        { rail: 'TRANSFER', state: 'DOWN' },
        { rail: 'CARD', state: 'UP' },
      ],
    },
    { paymentMethod: 'ZAIN_CASH', rails: [{ rail: 'TRANSFER', state: 'DOWN' }] },
    { paymentMethod: 'FAST_PAY', rails: [{ rail: 'TRANSFER', state: 'UP' }] },
    { paymentMethod: 'QI_CARD', rails: [{ rail: 'CARD', state: 'SLOW' }] },
  ],
};

describe('MyFundsPage deposit: the methods working now (decision 0271)', () => {
  it('steers the player from a down method to a working one before they try', async () => {
    const invokePayIn = vi.fn(async () => fib);
    fakeFundsApi({
      getAccountBalance: async () => testBalance(),
      getPaymentAvailability: async () => outage,
      invokePayIn,
    });
    const user = userEvent.setup();
    await openMyFunds();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'FIB is not working right now, so FastPay is selected.',
    );
    expect(screen.getByRole('radio', { name: /^FIB/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^ZainCash/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^FastPay/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Qi Card/ })).toHaveAccessibleName(
      expect.stringContaining('Slow right now'),
    );
    await user.type(screen.getByLabelText('Amount (IQD)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(invokePayIn).toHaveBeenCalledWith(
      { amountInCent: 500_000, useToken: false, paymentMethod: 'FAST_PAY' },
      expect.any(String),
    );
  });

  it('FIB with only its card rail down still works: the app pays FIB by transfer', async () => {
    const cardsDown: PaymentAvailability = {
      methods: [
        {
          paymentMethod: 'FIB',
          rails: [
            { rail: 'TRANSFER', state: 'UP' },
            { rail: 'CARD', state: 'DOWN' },
          ],
        },
      ],
    };
    fakeFundsApi({
      getAccountBalance: async () => testBalance(),
      getPaymentAvailability: async () => cardsDown,
    });
    await openMyFunds();
    const fibRadio = await screen.findByRole('radio', { name: 'FIB' });
    expect(fibRadio).toBeEnabled();
    expect(fibRadio).toBeChecked();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so and offers no deposit when every method is down', async () => {
    const down = {
      methods: outage.methods.map((m) => ({
        ...m,
        rails: m.rails.map((r) => ({ ...r, state: 'DOWN' as const })),
      })),
    };
    fakeFundsApi({
      getAccountBalance: async () => testBalance(),
      getPaymentAvailability: async () => down,
    });
    await openMyFunds();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No payment method is working right now.',
    );
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeDisabled();
  });

  it('without the extension (404) every method is offered as before', async () => {
    fakeFundsApi({ getAccountBalance: async () => testBalance() });
    await openMyFunds();
    expect(await screen.findByRole('radio', { name: 'FIB' })).toBeChecked();
    expect(screen.getAllByRole('radio').every((r) => !(r as HTMLInputElement).disabled)).toBe(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
