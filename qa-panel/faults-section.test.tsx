import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Faults } from './control-client';
import { FaultsSection } from './faults-section';
import { ScriptsSection } from './scripts-section';
import { notOffered, show } from './show';
import { stubClient } from './test-client';

describe('FaultsSection', () => {
  it('arms a rule beside the armed ones (without their counters), with the same seed, and lists what the fake answers', async () => {
    const user = userEvent.setup();
    const armed: Faults = {
      seed: 42,
      rules: [{ method: 'GET', path: '/sales/*', kind: 'drop', count: 1, fired: 0, seen: 2 }],
    };
    const getFaults = vi.fn(() => Promise.resolve(armed));
    const armFaults = vi.fn((next: Faults) => {
      armed.rules = next.rules.map((rule) => ({ ...rule, fired: 0 }));
      return Promise.resolve(armed);
    });
    show(<FaultsSection client={stubClient({ getFaults, armFaults })} />);
    expect(await screen.findByText('GET /sales/* drop ×1, fired 0')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Error code/ }), 'INSUFFICIENT_FUNDS');
    await user.clear(screen.getByRole('spinbutton', { name: 'Status' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Status' }), '402');
    await user.type(screen.getByRole('spinbutton', { name: 'Only the Nth call' }), '3');
    await user.click(screen.getByRole('button', { name: 'Arm fault' }));

    expect(armFaults).toHaveBeenCalledWith({
      seed: 42,
      rules: [
        { method: 'GET', path: '/sales/*', kind: 'drop', count: 1 },
        {
          method: 'POST',
          path: '/orders/cart/purchase',
          kind: 'status',
          status: 402,
          body: { status: 'INSUFFICIENT_FUNDS', message: 'Fault armed from the QA panel' },
          onNth: 3,
        },
      ],
    });
    expect(await screen.findByText('Fault armed')).toBeInTheDocument();
    expect(
      await screen.findByText('POST /orders/cart/purchase status 402 on #3, fired 0'),
    ).toBeInTheDocument();
  });

  it('arms a delay for any method after skipping calls, and clears every rule', async () => {
    const user = userEvent.setup();
    const armFaults = vi.fn(() => Promise.resolve({ seed: 1, rules: [] }));
    const clearFaults = vi.fn(() => Promise.resolve());
    const getFaults = vi.fn(() => Promise.resolve({ seed: 1, rules: [] }));
    show(<FaultsSection client={stubClient({ getFaults, armFaults, clearFaults })} />);
    await screen.findByRole('heading', { name: 'Faults' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), '*');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'delay');
    await user.clear(screen.getByRole('textbox', { name: 'Path glob' }));
    await user.type(screen.getByRole('textbox', { name: 'Path glob' }), '/users/*');
    await user.type(screen.getByRole('spinbutton', { name: 'Skip first' }), '2');
    await user.click(screen.getByRole('button', { name: 'Arm fault' }));
    expect(armFaults).toHaveBeenCalledWith({
      seed: 1,
      rules: [{ path: '/users/*', kind: 'delay', delayMs: 2000, count: 1, skip: 2 }],
    });
    await user.click(screen.getByRole('button', { name: 'Clear faults' }));
    expect(clearFaults).toHaveBeenCalledOnce();
    expect(await screen.findByText('Faults cleared')).toBeInTheDocument();
  });

  it('hides itself when the fake answers 404', async () => {
    const getFaults = vi.fn(notOffered);
    show(<FaultsSection client={stubClient({ getFaults })} />);
    await waitFor(() => expect(getFaults).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Faults' })).toBeNull());
  });
});

describe('ScriptsSection', () => {
  it("scripts a player's next deposit and settles a pay-in by its id", async () => {
    const user = userEvent.setup();
    const scriptPlayer = vi.fn(() => Promise.resolve());
    const settlePayment = vi.fn(() => Promise.resolve({}));
    show(<ScriptsSection client={stubClient({ scriptPlayer, settlePayment })} />);
    await user.click(screen.getByRole('button', { name: 'Script it' }));
    expect(scriptPlayer).toHaveBeenCalledWith('07701234567', {
      nextDeposit: { pendingForMs: 10_000, then: 'failure' },
    });
    expect(
      await screen.findByText('Next deposit of 07701234567: pending 10 s, then failure'),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Call' }), 'Next withdrawal');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Then' }), 'success');
    await user.click(screen.getByRole('button', { name: 'Script it' }));
    expect(scriptPlayer).toHaveBeenLastCalledWith('07701234567', {
      nextPayout: { pendingForMs: 10_000, then: 'success' },
    });

    await user.type(screen.getByRole('textbox', { name: 'Payment id' }), 'PAY-1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provider says' }), 'failure');
    await user.click(screen.getByRole('button', { name: 'Settle payment' }));
    expect(settlePayment).toHaveBeenCalledWith('PAY-1', 'failure');
  });
});
