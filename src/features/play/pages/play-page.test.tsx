import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { alertStore } from '@/lib/alerts';
import { draftStore } from '@/entities/draft';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { cart, ticketPosition } from '@/testing/lottery-fixtures';
import { renderApp } from '@/testing/render-app';
import { testProfile } from '@/testing/fixtures';
import PlayPage from './play-page';
import { stubGame } from '../testing/play-page';
import { cartKeys } from '@/entities/cart';

const board = () => screen.getByRole('group', { name: /Grid 1: pick 6 numbers/ });
const pick = async (user: ReturnType<typeof userEvent.setup>, ...numbers: number[]) => {
  for (const n of numbers)
    await user.click(within(board()).getByRole('button', { name: String(n) }));
};

// The machine is shared and slow: component tests get room beyond the 5 s default.
describe('PlayPage', { timeout: 30_000 }, () => {
  it('composes the draw label in the UI language, never the backend\'s English "Draw 101"', async () => {
    stubGame();
    await renderApp(<PlayPage />, { route: '/6of29', lang: 'ar' });
    // The draws arrive after the game data: room for a slow shared machine.
    const boxes = await screen.findAllByRole('checkbox', {}, { timeout: 10_000 });
    const first = boxes[0]!.closest('label')!;
    expect(first).toHaveTextContent('السحب رقم 101');
    expect(first).not.toHaveTextContent(/Draw/);
  });

  it('toggles numbers with aria-pressed, counts "x of 6" and stops at 6', async () => {
    stubGame();
    const user = userEvent.setup();
    await renderApp(<PlayPage />, { route: '/6of29' });
    await pick(user, 3, 14, 29);
    expect(within(board()).getByRole('button', { name: '14' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('3 of 6')).toBeInTheDocument();
    await pick(user, 14);
    expect(within(board()).getByRole('button', { name: '14' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await pick(user, 1, 2, 4, 5);
    expect(screen.getByText('6 of 6')).toBeInTheDocument();
    const seven = within(board()).getByRole('button', { name: '7' });
    expect(seven).toHaveAttribute('aria-disabled', 'true');
    await user.click(seven);
    expect(seven).toHaveAttribute('aria-pressed', 'false');
  });

  it('gives a new lucky set on every press (never one set for all) and says so under the button', async () => {
    stubGame();
    const user = userEvent.setup();
    await renderApp(<PlayPage />, { route: '/6of29' });
    const lucky = screen.getByRole('button', { name: 'Lucky numbers' });
    expect(lucky).toHaveAccessibleDescription(/A new random set on each press/);
    const picked = () =>
      within(board())
        .getAllByRole('button', { pressed: true })
        .map((b) => b.textContent)
        .join(' ');
    const sets = new Set<string>();
    for (let press = 0; press < 5; press += 1) {
      await user.click(lucky);
      sets.add(picked());
    }
    expect(sets.size).toBeGreaterThan(1);
  });

  it('asks for a draw: "Draw should not be empty."', async () => {
    stubGame({ addTicketToCart: vi.fn() });
    const user = userEvent.setup();
    await renderApp(<PlayPage />, { route: '/6of29', player: testProfile() });
    await user.click(screen.getByRole('button', { name: 'Quick select' }));
    const first = await screen.findAllByRole('checkbox');
    await waitFor(() => expect(first[0]).toBeChecked());
    await user.click(first[0]!);
    expect(first[0]).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Draw should not be empty.')).toBeInTheDocument();
  });

  it('asks a visitor to log in and keeps the picks for after the login', async () => {
    stubGame();
    const user = userEvent.setup();
    const { location } = await renderApp(<PlayPage />, { route: '/6of29' });
    await pick(user, 1, 2, 3, 4, 5, 6);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(alertStore.newAlert?.text).toEqual({ key: 'play:login.message' });
    act(() => alertStore.newAlert?.onClose?.());
    await waitFor(() => expect(location()).toBe('/login?redirect=/6of29'));
    expect(storage.getJson(STORAGE_KEYS.gameDraft, 'session')).toMatchObject({
      grids: [[1, 2, 3, 4, 5, 6]],
    });
  });

  it("puts a logged-in player's ticket in the cart and goes to the cart", async () => {
    const addTicketToCart = vi.fn(async () => cart([ticketPosition(1, [[1, 2, 3, 4, 5, 6]])]));
    stubGame({ addTicketToCart });
    const user = userEvent.setup();
    const { location, queryClient } = await renderApp(<PlayPage />, {
      route: '/6of29',
      player: testProfile(),
    });
    await pick(user, 6, 5, 4, 3, 2, 1);
    await waitFor(() => expect(screen.getAllByRole('checkbox')[0]).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(location()).toBe('/cart'));
    expect(addTicketToCart).toHaveBeenCalledWith({
      ticketTypeName: '6of29_STANDARD',
      drawIds: [101],
      tips: [[1, 2, 3, 4, 5, 6]],
    });
    // The answered cart is the cached cart (the badge reads it); no second request.
    expect(queryClient.getQueryData(cartKeys.active())).toMatchObject({ positions: [{}] });
    expect(draftStore.grids).toEqual([[]]);
  });

  it('adds a ticket once when "Add to cart" is clicked twice in the same task', async () => {
    let answer: (value: ReturnType<typeof cart>) => void = () => undefined;
    const addTicketToCart = vi.fn(
      () => new Promise<ReturnType<typeof cart>>((resolve) => (answer = resolve)),
    );
    stubGame({ addTicketToCart });
    const user = userEvent.setup();
    const { location } = await renderApp(<PlayPage />, { route: '/6of29', player: testProfile() });
    await pick(user, 6, 5, 4, 3, 2, 1);
    const add = screen.getByRole('button', { name: 'Add to cart' });
    // Both clicks before React re-renders: a disabled button cannot stop the second yet.
    act(() => {
      add.click();
      add.click();
    });
    await waitFor(() => expect(addTicketToCart).toHaveBeenCalled());
    await act(async () => answer(cart([ticketPosition(1, [[1, 2, 3, 4, 5, 6]])])));
    await waitFor(() => expect(location()).toBe('/cart'));
    expect(addTicketToCart).toHaveBeenCalledTimes(1);
  });

  it('refuses an unfinished grid instead of dropping it', async () => {
    stubGame();
    const user = userEvent.setup();
    await renderApp(<PlayPage />, { route: '/6of29', player: testProfile() });
    await pick(user, 1, 2);
    // Nothing complete yet: nothing to add, and the cost line says what to do.
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Quick select' }));
    await user.click(screen.getByRole('button', { name: 'Add grid' }));
    const second = screen.getByRole('group', { name: /Grid 2: pick 6 numbers/ });
    await user.click(within(second).getByRole('button', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Each grid needs exactly 6 numbers');
  });
});
