import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render, setup } from '../testing/cart-page';

const onBreak = () => ({
  serverTime: '2026-11-27T12:00:00+03:00',
  limits: [],
  timeOutUntil: '2026-11-28T12:00:00+03:00',
  realityCheckMinutes: 0 as const,
  session: { startedAt: '2026-11-27T11:00:00+03:00', spent: 0, won: 0 },
});

describe('CartPage on a break', { timeout: 20_000 }, () => {
  it('says so before Buy is pressed, with the end, and Buy is off', async () => {
    const purchaseCart = vi.fn();
    setup({ getResponsiblePlay: vi.fn(async () => onBreak()), purchaseCart });
    await render();
    expect(
      await screen.findByText(
        /You are on a break until 28\/11\/2026 at 12:00: buying tickets is paused/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Buy now/ })).toBeDisabled();
    expect(purchaseCart).not.toHaveBeenCalled();
  });

  it('leaves Buy on when no break is in force', async () => {
    setup();
    await render();
    expect(await screen.findByRole('button', { name: /Buy now/ })).toBeEnabled();
    expect(screen.queryByText(/You are on a break/)).toBeNull();
  });
});
