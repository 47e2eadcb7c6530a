import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseDigits } from '@/i18n/choose-digits';
import { fakeApi } from '@/testing/fake-adapter';
import { testProfile } from '@/testing/fixtures';
import { ticket } from '@/testing/lottery-fixtures';
import { renderApp } from '@/testing/render-app';
import TicketsPage from './tickets-page';

const NUMBER = '629-00120007';

/** Answers after a macrotask, like a network: the update lands while the test waits, inside act. */
const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));

async function openList(lang: 'ku' | 'ar' | 'en') {
  fakeApi({
    getTickets: vi
      .fn()
      .mockImplementationOnce(() =>
        later([ticket(7, { ticketnumber: NUMBER, ticketCost: 12_000 })]),
      )
      .mockImplementation(() => later([])),
  });
  await renderApp(<TicketsPage tab="upcoming" />, {
    route: '/upcoming_tickets',
    player: testProfile(),
    lang,
  });
  const list = await screen.findByRole('list', { name: /./ });
  const card = await within(list).findByRole('link');
  // The tabs' counts land after the list: let them, inside act.
  await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
  return card;
}

// While the page is still on screen: it re-renders in Latin digits.
afterEach(() => act(() => chooseDigits('latin')));

describe('a ticket card in Kurdish (issue 38)', { timeout: 30_000 }, () => {
  it('shows the ticket number as one isolated, unbroken left-to-right piece', async () => {
    const card = await openList('ku');
    const number = within(card).getByText(NUMBER);
    expect(number.tagName).toBe('BDI');
    expect(number).toHaveAttribute('dir', 'ltr');
    expect(getComputedStyle(number).whiteSpace).toBe('nowrap');
  });

  it('writes figures in Latin digits by default', async () => {
    const card = await openList('ku');
    expect(card).toHaveTextContent('12,000');
    expect(card.textContent).not.toMatch(/[٠-٩]/);
  });

  it.each(['ku', 'ar'] as const)(
    'in %s writes its figures in Arabic-Indic digits once chosen, the ticket number in Latin',
    async (lang) => {
      chooseDigits('arab');
      const card = await openList(lang);
      expect(card).toHaveTextContent('١٢٬٠٠٠');
      // The count of grids, put into the text by i18next.
      expect(card).toHaveTextContent('٢');
      expect(within(card).getByText(NUMBER)).toBeInTheDocument();
      expect(card.textContent).not.toMatch(/12,000/);
    },
  );

  it('keeps English in Latin digits whatever the setting', async () => {
    chooseDigits('arab');
    const card = await openList('en');
    expect(card).toHaveTextContent('12,000');
    expect(card.textContent).not.toMatch(/[٠-٩]/);
  });
});
