import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/styles';
import { ClockSection } from './clock-section';
import { checkNumbers, DrawSection } from './draw-section';
import { InboxSection } from './inbox-section';
import { JOURNAL_POLL_MS, JournalSection } from './journal-section';
import type { InboxMessage, JournalEntry } from './control-client';
import { drawn, stubClient } from './test-client';

const show = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('panel sections', () => {
  it('moves the clock by a step or by chosen minutes', async () => {
    const user = userEvent.setup();
    const advanceClock = vi.fn(() => Promise.resolve({ now: '2026-01-05T17:00:00.000Z' }));
    show(<ClockSection client={stubClient({ advanceClock })} />);
    await user.click(screen.getByRole('button', { name: '+1 day' }));
    expect(advanceClock).toHaveBeenLastCalledWith(86_400_000);
    const minutes = screen.getByRole('spinbutton', { name: 'Minutes' });
    await user.clear(minutes);
    await user.type(minutes, '90');
    await user.click(screen.getByRole('button', { name: 'Move clock' }));
    expect(advanceClock).toHaveBeenLastCalledWith(5_400_000);
    expect(
      await screen.findByText('Fake time is now 2026-01-05T17:00:00.000Z'),
    ).toBeInTheDocument();
  });

  it('draws the next draw with the six chosen numbers, and refuses repeated ones', async () => {
    const user = userEvent.setup();
    const drawNext = vi.fn((numbers: number[] = []) => Promise.resolve(drawn(numbers)));
    show(<DrawSection client={stubClient({ drawNext })} />);
    const inputs = within(screen.getByRole('group', { name: 'Winning numbers' })).getAllByRole(
      'spinbutton',
    );
    for (const [index, value] of ['3', '7', '12', '19', '24', '3'].entries())
      await user.type(inputs[index]!, value);
    await user.click(screen.getByRole('button', { name: 'Draw with these numbers' }));
    expect(await screen.findByText('The six numbers must differ')).toBeInTheDocument();
    expect(drawNext).not.toHaveBeenCalled();

    await user.clear(inputs[5]!);
    await user.type(inputs[5]!, '29');
    await user.click(screen.getByRole('button', { name: 'Draw with these numbers' }));
    expect(drawNext).toHaveBeenCalledWith([3, 7, 12, 19, 24, 29]);
    expect(await screen.findByText('Drawn: 3, 7, 12, 19, 24, 29')).toBeInTheDocument();
  });

  it('checks numbers: all six, 1 to 29, distinct', () => {
    expect(checkNumbers(['1', '2', '3', '4', '5', ''])).toBe('Enter all six numbers');
    expect(checkNumbers(['1', '2', '3', '4', '5', '30'])).toMatch(/1 to 29/);
    expect(checkNumbers(['1', '2', '3', '4', '5', '6'])).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('reads a phone inbox, newest first, and an email inbox by address', async () => {
    const user = userEvent.setup();
    const readInbox = vi.fn((to: { phone?: string; email?: string }) =>
      Promise.resolve<InboxMessage[]>(
        to.email
          ? [
              {
                to: to.email,
                kind: 'email-link',
                link: 'http://app/verify?activationId=9',
                sentAt: 't3',
              },
            ]
          : [
              { to: '+9647700000001', kind: 'sms-code', code: '1111', sentAt: 't1' },
              { to: '+9647700000001', kind: 'sms-code', code: '2222', sentAt: 't2' },
            ],
      ),
    );
    show(<InboxSection client={stubClient({ readInbox })} />);
    const address = screen.getByRole('textbox', { name: 'Phone or email' });
    await user.type(address, '07700000001');
    await user.click(screen.getByRole('button', { name: 'Read inbox' }));
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('2222');
    expect(readInbox).toHaveBeenLastCalledWith({ phone: '07700000001' });

    await user.clear(address);
    await user.type(address, 'qa@example.com');
    await user.click(screen.getByRole('button', { name: 'Read inbox' }));
    expect(await screen.findByRole('link')).toHaveAttribute(
      'href',
      'http://app/verify?activationId=9',
    );
  });

  it('shows the journal live, newest first, and clears it', async () => {
    const entry = (seq: number, path: string): JournalEntry => ({
      seq,
      kind: 'http',
      clock: '2026-01-05T13:00:00.000+03:00',
      at: `2026-01-05T10:00:0${seq}.000Z`,
      method: 'GET',
      path,
      status: 200,
      durationMs: 3,
    });
    const journal = [entry(1, '/lottery/sales/game-infos')];
    const readJournal = vi.fn(() => Promise.resolve([...journal]));
    const clearJournal = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    show(<JournalSection client={stubClient({ readJournal, clearJournal })} />);
    expect(
      await screen.findByText(/GET \/lottery\/sales\/game-infos → 200 3 ms/),
    ).toBeInTheDocument();

    // The next poll (every JOURNAL_POLL_MS) brings the new request to the top.
    journal.push(entry(2, '/lottery/orders/cart/purchase'));
    await screen.findByText(/cart\/purchase/, undefined, { timeout: JOURNAL_POLL_MS * 2 });
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('/lottery/orders/cart/purchase');

    await user.click(screen.getByRole('button', { name: 'Clear journal' }));
    expect(clearJournal).toHaveBeenCalledOnce();
    expect(await screen.findByText('Journal cleared')).toBeInTheDocument();
  });
});
