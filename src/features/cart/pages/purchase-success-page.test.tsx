import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { OrderReceipt } from '@/lib/api/types';
import type { PurchaseOutcome } from '@/lib/lottery/purchase-refusal';
import { fakeApi } from '@/testing/fake-adapter';
import { goodAnswers } from '@/testing/answers';
import { ticket } from '@/testing/lottery-fixtures';
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

const notOffered = () =>
  Promise.reject(
    new ApiError('Request failed with status code 404', 'getOrderReceipt', 404, undefined),
  );
const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

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
    // Issue 38: a backend without receipts: ticket numbers from the spec's list, cost from the cart.
    const getTickets = vi.fn(async () => [ticket(5, { ticketnumber: '629-00000005' }), ticket(4)]);
    fakeApi({ getOrderReceipt: vi.fn(notOffered), getTickets });
    await renderApp(
      <WithState
        outcome={{
          kind: 'partly-sold-out',
          result,
          refundedAmount: 1000,
          soldOutTips: result.soldOutTips,
          cost: 2000,
        }}
      />,
      { player: testProfile() },
    );
    expect(await screen.findByTestId('receipt')).toHaveTextContent('R-77');
    // Without the receipts call, what the purchase answer said it debited.
    expect(await screen.findByText('1,000 IQD')).toBeInTheDocument();
    expect(figure('Paid from your balance')).toBe('1,000 IQD');
    expect(figure('Cost')).toBe('2,000 IQD');
    expect(await screen.findByTestId('ticket-numbers')).toHaveTextContent(/^629-00000005$/);
    expect(screen.queryByText('Vouchers', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText(/not available right now/)).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Sold-out grid' })).toHaveTextContent('24681012');
    expect(screen.getByText('1,000 IQD was refunded to your balance.')).toBeInTheDocument();
    // Issue 38: the net, not only the cost and the gross amount paid.
    expect(screen.getByTestId('net-paid')).toHaveTextContent('Paid after the refund: 0 IQD.');
    expect(screen.getByRole('link', { name: 'Go to My Tickets' })).toHaveAttribute(
      'href',
      '/upcoming_tickets',
    );
  });

  it('says what the voucher purchase cost, took off and took from the balance, with the ticket numbers', async () => {
    const receipt: OrderReceipt = goodAnswers().getOrderReceipt;
    const getOrderReceipt = vi.fn(async () => receipt);
    fakeApi({ getOrderReceipt });
    const bought = { ...result, receiptNumber: 'R7008-40009', refundedAmount: 0, soldOutTips: [] };
    await renderApp(<WithState outcome={{ kind: 'bought', result: bought }} />, {
      player: testProfile(),
      lang: 'ar',
    });
    expect(await screen.findByText('LUCKY2000')).toBeInTheDocument();
    expect(getOrderReceipt).toHaveBeenCalledWith('R7008-40009');
    expect(screen.getByTestId('ticket-numbers')).toHaveTextContent('629-00120007');
    expect(figure('التكلفة')).toBe('3,000 دينار');
    expect(screen.getByTestId('purchase-discount')).toHaveTextContent('خصم 2,000 دينار');
    expect(figure('المدفوع من رصيدك')).toBe('1,000 دينار');
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
