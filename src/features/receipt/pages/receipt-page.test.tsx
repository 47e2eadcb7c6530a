import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { UnreadableAnswerError } from '@/lib/api/unreadable-answer';
import type { OrderReceipt } from '@/lib/api/types';
import { fakeApi } from '@/testing/fake-adapter';
import { testProfile } from '@/testing/fixtures';
import { ticket } from '@/testing/lottery-fixtures';
import { goodAnswers } from '@/testing/answers';
import { renderApp } from '@/testing/render-app';
import ReceiptPage from './receipt-page';

// Three grids with LUCKY2000, as a player once bought them: cost 3,000, voucher 2,000, paid 1,000.
const bought = ticket(120007, {
  ticketnumber: '629-00120007',
  receiptNumber: 'R7008-40009',
  displayName: 'Lotto 6/29',
  ticketCost: 3000,
  tips: [
    [3, 8, 12, 17, 21, 29],
    [1, 2, 4, 5, 6, 7],
    [9, 10, 11, 13, 14, 15],
  ],
});
const receipt: OrderReceipt = goodAnswers().getOrderReceipt;
const notOffered = () =>
  Promise.reject(
    new ApiError('Request failed with status code 404', 'getOrderReceipt', 404, undefined),
  );

const open = (lang: 'ar' | 'en', getOrderReceipt: (n: string) => Promise<OrderReceipt>) => {
  const getTickets = vi.fn(async () => [bought]);
  fakeApi({ getTickets, getOrderReceipt: vi.fn(getOrderReceipt) });
  return renderApp(<ReceiptPage />, {
    route: '/ticket_receipt?id=120007',
    lang,
    player: testProfile(),
  });
};
const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

describe('ReceiptPage (e-receipt)', { timeout: 30_000 }, () => {
  it('states the cost, the voucher, what the balance paid and the ticket number My Tickets shows', async () => {
    await open('en', async () => receipt);
    expect(await screen.findByText('LUCKY2000')).toBeInTheDocument();
    expect(figure('Ticket ID')).toBe('629-00120007');
    expect(figure('Cost')).toBe('3,000 IQD');
    expect(screen.getByTestId('purchase-discount')).toHaveTextContent('2,000 IQD off');
    expect(figure('Paid from your balance')).toBe('1,000 IQD');
    expect(figure('Payment method')).toBe('Account balance');
    expect(screen.getByRole('article')).not.toHaveTextContent(/undefined|NaN/);
  });

  it('links a partly drawn ticket back to Upcoming, where it is listed (behaviour 82)', async () => {
    const partly = {
      ...bought,
      winningNumbers: [3, 8, 12, 17, 21, 29],
      ticketState: 'OPEN' as const,
    };
    fakeApi({
      getTickets: vi.fn(async () => [partly]),
      getOrderReceipt: vi.fn(async () => receipt),
    });
    await renderApp(<ReceiptPage />, {
      route: '/ticket_receipt?id=120007',
      lang: 'en',
      player: testProfile(),
    });
    const back = await screen.findByRole('link', { name: 'Back to the ticket' });
    expect(back.getAttribute('href')).toBe('/upcoming_tickets_details?id=120007');
  });

  it('names the game in Arabic, never the backend’s "Lotto 6/29"', async () => {
    await open('ar', async () => receipt);
    expect(await screen.findByText('LUCKY2000')).toBeInTheDocument();
    expect(figure('اللعبة')).toBe('لوتو 6 من 29');
    expect(screen.getByRole('article')).not.toHaveTextContent('Lotto');
    expect(figure('المدفوع من رصيدك')).toBe('1,000 دينار');
  });

  it('without the receipts call (404): the ticket record’s cost, vouchers and paid not available', async () => {
    await open('en', notOffered);
    expect(
      await screen.findByText(
        'The vouchers and the amount paid for this purchase are not available right now.',
      ),
    ).toBeInTheDocument();
    expect(figure('Cost')).toBe('3,000 IQD');
    // Issue 38: a backend without receipts has no voucher figures: the row is left out.
    expect(screen.queryByText('Vouchers', { selector: 'dt' })).not.toBeInTheDocument();
    expect(figure('Paid from your balance')).toBe('—not available right now');
    expect(screen.getByRole('article')).not.toHaveTextContent(/undefined|NaN| 0 IQD/);
  });

  it('invents no cost from grids × draws × stake when the ticket record has none', async () => {
    const getTickets = vi.fn(async () => [{ ...bought, ticketCost: 0 }]);
    fakeApi({ getTickets, getOrderReceipt: vi.fn(notOffered) });
    await renderApp(<ReceiptPage />, {
      route: '/ticket_receipt?id=120007',
      player: testProfile(),
    });
    await screen.findByText(
      'The vouchers and the amount paid for this purchase are not available right now.',
    );
    expect(figure('Cost')).toBe('—not available right now');
  });

  it('reads an unreadable receipt as not available, never as undefined', async () => {
    // The adapter refuses the answer (its check and warning: lib/api/http/unreadable-answers.test.ts).
    await open('en', () =>
      Promise.reject(new UnreadableAnswerError('getOrderReceipt', 'paidFromBalance: invalid_type')),
    );
    await screen.findByText(
      'The vouchers and the amount paid for this purchase are not available right now.',
    );
    expect(figure('Paid from your balance')).toBe('—not available right now');
    expect(screen.getByRole('article')).not.toHaveTextContent(/undefined|NaN/);
  });
});
