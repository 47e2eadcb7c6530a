import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/styles';
import { JournalSection } from './journal-section';
import { readGrids, readHeaders, readQuery } from './pattern-text';
import { RefusalsSection } from './refusals-section';
import { SnapshotsSection } from './snapshots-section';
import type { Scenario, ScenarioBody } from './control-client';
import { SCENARIO, stubClient } from './test-client';
import { VerifySection } from './verify-section';

const show = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
const FLAGS = SCENARIO;

describe('the workbench items of the panel (issue 42)', () => {
  it('imports a snapshot file under its name, then lists it', async () => {
    const user = userEvent.setup();
    const importSnapshot = vi.fn(() =>
      Promise.resolve({ name: 'bug-7', savedAt: 'x', world: 'default' }),
    );
    const listSnapshots = vi
      .fn()
      .mockResolvedValueOnce([])
      .mockResolvedValue([{ name: 'bug-7', savedAt: 'x' }]);
    show(<SnapshotsSection client={stubClient({ importSnapshot, listSnapshots })} />);
    const text = '{"format":"lottery-fake-snapshot"}';
    const file = new File([text], 'bug-7.snapshot.json', { type: 'application/json' });
    await user.upload(await screen.findByLabelText('Import a snapshot file'), file);
    expect(importSnapshot).toHaveBeenCalledWith('bug-7', text);
    expect(await screen.findByText('Imported bug-7: restore it to use it')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Restore bug-7' })).toBeInTheDocument();
  });

  it('verifies by body, query and header, and says what it cannot read', async () => {
    const user = userEvent.setup();
    const verify = vi.fn(() => Promise.resolve({ matched: true, count: 1, times: { atLeast: 1 } }));
    const countRequests = vi.fn(() => Promise.resolve(0));
    show(<VerifySection client={stubClient({ verify, countRequests })} />);
    const body = await screen.findByLabelText('Body contains (JSON)');
    await user.type(body, '{{"paymentMethod":"FIB"}');
    await user.type(screen.getByLabelText('Query'), 'lang=ar');
    await user.type(screen.getByLabelText('Headers (Name: value a line)'), 'X-Trace: a1');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(verify).toHaveBeenCalledWith({
      method: 'POST',
      path: '/orders/cart/purchase',
      body: { paymentMethod: 'FIB' },
      query: { lang: 'ar' },
      headers: { 'X-Trace': 'a1' },
      times: { exactly: 1 },
    });
    expect(await screen.findByText('Verified: 1 matching, exactly 1 expected')).toBeInTheDocument();
    await user.clear(body);
    await user.type(body, 'FIB');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Body: not valid JSON')).toBeInTheDocument();
    expect(verify).toHaveBeenCalledOnce();
  });

  it('arms failNext and sells out chosen grids', async () => {
    const user = userEvent.setup();
    const getScenario = vi.fn(() => Promise.resolve(FLAGS));
    // The stub echoes the flags back as the fake's answer does once it has checked them.
    const setScenario = vi.fn((flags: ScenarioBody) =>
      Promise.resolve({ ...FLAGS, ...flags } as Scenario),
    );
    show(<RefusalsSection client={stubClient({ getScenario, setScenario })} />);
    const status = await screen.findByRole('spinbutton', { name: 'Status' });
    await user.clear(status);
    await user.type(status, '503');
    await user.type(screen.getByLabelText('Code (optional)'), 'MAINTENANCE');
    await user.click(screen.getByRole('button', { name: 'Fail next' }));
    const rule = {
      method: 'POST',
      path: '/orders/cart/purchase',
      status: 503,
      code: 'MAINTENANCE',
    };
    expect(setScenario).toHaveBeenCalledWith({ failNext: [rule] });
    expect(await screen.findByRole('list', { name: 'Armed failNext rules' })).toHaveTextContent(
      'POST /orders/cart/purchase → 503 MAINTENANCE',
    );

    const grids = screen.getByLabelText('Sold-out grids (six numbers a line)');
    await user.type(grids, '1 2 3 4 5 6{Enter}7,8,9,10,11,12');
    await user.click(screen.getByRole('button', { name: 'Sell out these grids' }));
    expect(setScenario).toHaveBeenLastCalledWith({
      soldOut: {
        numbers: [
          [1, 2, 3, 4, 5, 6],
          [7, 8, 9, 10, 11, 12],
        ],
      },
    });
    expect(await screen.findByText('Sold out: 2 grids')).toBeInTheDocument();
  });

  it('filters the journal by method, path and player', async () => {
    const user = userEvent.setup();
    const readJournal = vi.fn(() => Promise.resolve([]));
    show(<JournalSection client={stubClient({ readJournal })} />);
    expect(readJournal).toHaveBeenCalledWith({});
    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'PUT');
    await user.type(screen.getByRole('textbox', { name: 'Path glob' }), '/payment/*');
    await user.type(screen.getByRole('textbox', { name: 'Player phone' }), '07701234567');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(readJournal).toHaveBeenLastCalledWith({
      method: 'PUT',
      path: '/payment/*',
      player: '07701234567',
    });
  });

  it('reads queries, headers and grids, naming what does not fit', () => {
    expect(readQuery('?a=1&b=x%20y')).toEqual({ a: '1', b: 'x y' });
    expect(readQuery('  ')).toBeUndefined();
    expect(readHeaders('X-A: 1\nIdempotency-Key: k:2')).toEqual({
      'X-A': '1',
      'Idempotency-Key': 'k:2',
    });
    expect(() => readHeaders('no colon')).toThrow('"no colon" is not Name: value');
    expect(() => readGrids('1 2 3 4 5 5')).toThrow('not six different numbers');
    expect(() => readGrids('1 2 3 4 5 30')).toThrow('from 1 to 29');
  });
});
