import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import PlayPage from './play-page';
import { stubGame } from '../testing/play-page';

describe('PlayPage: the cost and Clear all', { timeout: 30_000 }, () => {
  it('updates the running cost as grids and draws change', async () => {
    stubGame();
    const user = userEvent.setup();
    await renderApp(<PlayPage />, { route: '/6of29' });
    const cost = screen.getByTestId('ticket-cost');
    await screen.findByText(/Price per grid per draw: 1,000 IQD/);
    // An empty board has no "Total: 0 IQD" and nothing to add yet.
    expect(cost).toHaveTextContent('Pick 6 numbers to see the cost');
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Pick 6 numbers to see the cost');
    await user.click(screen.getByRole('button', { name: 'Quick select' }));
    // The next draw is chosen by default.
    await waitFor(() => expect(cost).toHaveTextContent('Total: 1,000 IQD'));
    await user.click(screen.getByRole('button', { name: 'Add grid' }));
    await user.click(screen.getByRole('button', { name: 'Quick select' }));
    expect(cost).toHaveTextContent('Total: 2,000 IQD');
    const checkboxes = screen.getAllByRole('checkbox');
    await user.click(checkboxes[1]!);
    expect(cost).toHaveTextContent('Total: 4,000 IQD');
    // Clears only the grid on the board (the second), not the first.
    await user.click(screen.getByRole('button', { name: 'Clear grid' }));
    expect(cost).toHaveTextContent('Total: 2,000 IQD');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(cost).toHaveTextContent('Pick 6 numbers to see the cost');
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  });

  it('shows no total (not "0 IQD") while the price per grid is not known', async () => {
    stubGame({ getTicketTypes: () => Promise.reject(new Error('Network Error')) });
    await renderApp(<PlayPage />, { route: '/6of29' });
    const cost = await screen.findByTestId('ticket-cost');
    expect(cost).toHaveTextContent('Total: not available right now');
    expect(cost).not.toHaveTextContent('IQD');
  });

  it('offers to undo "Clear all", bringing back every grid as it was', async () => {
    stubGame();
    const user = userEvent.setup();
    await renderApp(<PlayPage />, { route: '/6of29' });
    const cost = screen.getByTestId('ticket-cost');
    await user.click(screen.getByRole('button', { name: 'Quick select' }));
    await user.click(screen.getByRole('button', { name: 'Add grid' }));
    await user.click(screen.getByRole('button', { name: 'Quick select' }));
    await waitFor(() => expect(cost).toHaveTextContent('Total: 2,000 IQD'));
    // Each grid's row: its name and its six numbers.
    const gridRows = () =>
      within(screen.getByRole('region', { name: 'Your grids' }))
        .getAllByRole('list', { name: /^Numbers of grid \d/ })
        .map((row) => row.textContent);
    const before = gridRows();
    expect(before).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByText('All grids cleared.')).toBeInTheDocument();
    expect(screen.getByText('No numbers picked yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(cost).toHaveTextContent('Total: 2,000 IQD');
    expect(gridRows()).toEqual(before);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
