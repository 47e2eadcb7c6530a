import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PurchaseOutcome } from '@/lib/lottery/purchase-refusal';
import { renderApp } from '@/testing/render-app';
import { testProfile } from '@/testing/fixtures';
import PurchaseSuccessPage from './purchase-success-page';

const result = {
  orderId: 1,
  receiptNumber: 'R-77',
  ticketIds: [5],
  amountCharged: 1000,
  refundedAmount: 1000,
  soldOutTips: [[2, 4, 6, 8, 10, 12]],
};

/** Arrives at the success page the way the cart does: navigating with the outcome as state. */
function WithState({ outcome }: { outcome: PurchaseOutcome }) {
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = location.pathname === '/purchase_success';
  useEffect(() => {
    if (!arrived) void navigate('/purchase_success', { state: outcome });
  }, [arrived, navigate, outcome]);
  return arrived ? <PurchaseSuccessPage /> : null;
}

describe('PurchaseSuccessPage', () => {
  it('shows the receipt, what was paid, the sold-out grids and the refund, and links to My Tickets', async () => {
    await renderApp(
      <WithState
        outcome={{
          kind: 'partly-sold-out',
          result,
          refundedAmount: 1000,
          soldOutTips: result.soldOutTips,
        }}
      />,
      { player: testProfile() },
    );
    expect(await screen.findByTestId('receipt')).toHaveTextContent('R-77');
    expect(screen.getByText('Amount paid: 1,000 IQD')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Sold-out grid' })).toHaveTextContent('24681012');
    expect(screen.getByText('1,000 IQD was refunded to your balance.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Tickets' })).toHaveAttribute(
      'href',
      '/upcoming_tickets',
    );
  });

  it('opened directly (no purchase behind it) goes to My Tickets, never thanks for nothing', async () => {
    const view = await renderApp(<PurchaseSuccessPage />, {
      route: '/purchase_success',
      player: testProfile(),
    });
    expect(
      screen.queryByRole('heading', { name: 'Thank you for your purchase!' }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/upcoming_tickets'));
  });
});
