import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testBalance, testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import CartPage from './cart-page';
import { render, setup } from '../testing/cart-page';

describe('CartPage with too little balance', { timeout: 20_000 }, () => {
  it('says how much more is needed before Buy is pressed, and Top Up Now prefills it', async () => {
    setup({ getAccountBalance: vi.fn(async () => testBalance(500)) });
    const user = userEvent.setup();
    const { location } = await renderApp(<CartPage />, {
      route: '/cart',
      player: testProfile(),
      balance: testBalance(500),
    });
    const shortfall = await screen.findByTestId('cart-shortfall');
    expect(shortfall).toHaveTextContent('Your balance is 1,500 IQD short of this cart.');
    await user.click(screen.getByRole('link', { name: 'Top Up Now' }));
    expect(location()).toBe('/my_funds?tab=deposit&amount=1500&from=cart');
  });

  it('says nothing of the kind when the balance covers the cart', async () => {
    setup();
    await render();
    expect(await screen.findByRole('button', { name: /Buy now/ })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-shortfall')).toBeNull();
  });
});
