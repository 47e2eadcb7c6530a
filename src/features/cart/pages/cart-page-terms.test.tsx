import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LegalPage, PurchaseResult, TermsState } from '@/lib/api/types';
import { apiError } from '@/testing/player-api';
import { heldPositions, render, setup } from '../testing/cart-page';

const LATEST = '2026-09';
const terms = (over: Partial<TermsState> = {}): TermsState => ({
  latestVersion: LATEST,
  latestEffectiveFrom: '2026-09-01',
  acceptedVersion: '2025-03',
  acceptedAt: '2025-03-02T10:00:00+03:00',
  latestAccepted: false,
  ...over,
});
const accepted = terms({ acceptedVersion: LATEST, latestAccepted: true });
const legal: LegalPage = {
  id: 1,
  documentId: 'terms',
  title: 'Terms and Conditions',
  content: '## 1. Playing\n\nPlayers must be 18 or older.',
  createdAt: '',
  updatedAt: '',
  publishedAt: '',
  locale: 'en',
};
const bought: PurchaseResult = {
  orderId: 1,
  receiptNumber: 'R-1',
  ticketIds: [5],
  amountCharged: 2000,
  refundedAmount: 0,
  soldOutTips: [],
};
const refused = () => apiError('purchaseCart', 403, 'TERMS_NOT_ACCEPTED');
const buyButton = () => screen.getByRole('button', { name: /Buy now · 2,000 IQD/ });

async function acceptInDialog(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
  const text = await within(dialog).findByRole('region', {
    name: 'Text of the terms and conditions',
  });
  // The CMS text renders with a lazily loaded renderer.
  await waitFor(() => expect(text).toHaveTextContent('Players must be 18 or older.'));
  await user.click(
    within(dialog).getByRole('button', { name: 'I accept the terms and conditions' }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

// The machine is shared and slow: component tests get room beyond the 5 s default.
describe('CartPage terms (extension, decision 0179)', { timeout: 30_000 }, () => {
  it('asks for the latest terms, records acceptance, then buys without a checkbox', async () => {
    const api = setup({
      getTerms: vi.fn(async () => terms()),
      acceptTerms: vi.fn(async () => accepted),
      getTermsAndConditions: vi.fn(async () => legal),
      purchaseCart: vi.fn(async () => bought),
    });
    const user = userEvent.setup();
    const { location } = await render();
    expect(
      await screen.findByText(
        /please read and accept the latest terms, in force from .*01\/09\/2026/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    // Buy now before accepting opens the terms instead of calling the backend.
    await user.click(buyButton());
    expect(api.purchaseCart).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await acceptInDialog(user);
    expect(api.acceptTerms).toHaveBeenCalledWith(LATEST);
    expect(buyButton()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      'the latest terms and conditions are accepted',
    );
    await user.click(buyButton());
    await waitFor(() => expect(location()).toBe('/purchase_success'));
    expect(api.purchaseCart).toHaveBeenCalledTimes(1);
  });

  it('buys at once for a player who already accepted the latest terms', async () => {
    const api = setup({
      getTerms: vi.fn(async () => accepted),
      purchaseCart: vi.fn(async () => bought),
    });
    const user = userEvent.setup();
    const { location } = await render();
    expect(await screen.findByText(/You have accepted the latest/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(buyButton());
    await waitFor(() => expect(location()).toBe('/purchase_success'));
    expect(api.purchaseCart).toHaveBeenCalledTimes(1);
  });

  it('keeps the spec’s checkbox and refusal message when the backend lacks the terms calls (404)', async () => {
    const api = setup({ purchaseCart: vi.fn(async () => Promise.reject(refused())) });
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByRole('checkbox', { name: /terms and conditions/ }));
    expect(api.getTerms).toHaveBeenCalled();
    expect(
      screen.queryByRole('button', { name: 'Read and accept the terms' }),
    ).not.toBeInTheDocument();
    await user.click(buyButton());
    expect(
      await screen.findByText(
        'Purchase is forbidden. The latest terms and conditions are not accepted',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the terms when a purchase is refused for them, and buys after accepting with the cart kept', async () => {
    // The cached state said "accepted"; the backend published newer terms since.
    const getTerms = vi.fn().mockResolvedValueOnce(accepted).mockResolvedValue(terms());
    const purchaseCart = vi.fn().mockRejectedValueOnce(refused()).mockResolvedValue(bought);
    const api = setup({
      getTerms,
      purchaseCart,
      acceptTerms: vi.fn(async () => accepted),
      getTermsAndConditions: vi.fn(async () => legal),
    });
    const user = userEvent.setup();
    const { location, queryClient } = await render();
    await screen.findByText(/You have accepted the latest/);
    await user.click(buyButton());
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect(dialog).toHaveTextContent('Your purchase was not made');
    expect(dialog).toHaveTextContent('Your cart has been kept.');
    await waitFor(() => expect(getTerms).toHaveBeenCalledTimes(2));
    await acceptInDialog(user);
    expect(screen.getByRole('heading', { name: 'Ticket 1' })).toBeInTheDocument();
    expect(heldPositions(queryClient)).toBe(1);
    await user.click(buyButton());
    await waitFor(() => expect(location()).toBe('/purchase_success'));
    expect(api.acceptTerms).toHaveBeenCalledWith(LATEST);
  });

  it('closes with Escape or Not now, giving focus back to the terms button', async () => {
    setup({
      getTerms: vi.fn(async () => terms()),
      getTermsAndConditions: vi.fn(async () => legal),
    });
    const user = userEvent.setup();
    await render();
    const read = await screen.findByRole('button', { name: 'Read and accept the terms' });
    await user.click(read);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(read).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(read).toHaveFocus();
  });

  it('cannot accept terms it could not show, and asks again when they changed meanwhile', async () => {
    const getTerms = vi
      .fn()
      .mockResolvedValueOnce(terms({ latestVersion: '2026-01' }))
      .mockResolvedValue(terms());
    const acceptTerms = vi
      .fn()
      .mockRejectedValueOnce(apiError('acceptTerms', 409, 'TERMS_VERSION_OUTDATED'))
      .mockResolvedValue(accepted);
    const getTermsAndConditions = vi
      .fn()
      .mockRejectedValueOnce(apiError('getTermsAndConditions', 500, 'INTERNAL'))
      .mockResolvedValue(legal);
    setup({ getTerms, acceptTerms, getTermsAndConditions });
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByRole('button', { name: 'Read and accept the terms' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('could not be loaded');
    const accept = within(dialog).getByRole('button', {
      name: 'I accept the terms and conditions',
    });
    expect(accept).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(accept).toBeEnabled());
    await user.click(accept);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('have just been updated');
    expect(acceptTerms).toHaveBeenLastCalledWith('2026-01');
    await waitFor(() => expect(getTerms).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(accept).toBeEnabled());
    await user.click(accept);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(acceptTerms).toHaveBeenLastCalledWith(LATEST);
  });
});
