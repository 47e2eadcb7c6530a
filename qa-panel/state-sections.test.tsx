import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notOffered, show } from './show';
import { SnapshotsSection } from './snapshots-section';
import { stubClient } from './test-client';
import { VerifySection } from './verify-section';
import { WorldsSection } from './worlds-section';

describe('WorldsSection', () => {
  it('creates a world, switches to one and resets the one it drives', async () => {
    const user = userEvent.setup();
    const onSwitch = vi.fn();
    const listWorlds = vi.fn(() =>
      Promise.resolve([{ id: 'qa-sara', lastUsed: '2026-11-20T09:00:00.000Z' }]),
    );
    const createWorld = vi.fn(() =>
      Promise.resolve({ id: 'qa-omar', baseUrl: 'http://127.0.0.1:4000/w/qa-omar' }),
    );
    const resetWorld = vi.fn(() => Promise.resolve({ now: '2026-11-20T09:00:00.000Z' }));
    show(
      <WorldsSection
        client={stubClient({ listWorlds, createWorld, resetWorld })}
        world="default"
        onSwitch={onSwitch}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Switch to world qa-sara' }));
    expect(onSwitch).toHaveBeenCalledWith('qa-sara');
    expect(screen.getByRole('button', { name: 'Switch to world default' })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: /New world id/ }), 'qa-omar');
    await user.click(screen.getByRole('button', { name: 'Create world' }));
    expect(createWorld).toHaveBeenCalledWith('qa-omar');
    expect(
      await screen.findByText('World qa-omar created at http://127.0.0.1:4000/w/qa-omar'),
    ).toBeInTheDocument();
    expect(listWorlds).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Reset this world' }));
    expect(resetWorld).toHaveBeenCalledOnce();
    expect(
      await screen.findByText('World default reset, clock at 2026-11-20T09:00:00.000Z'),
    ).toBeInTheDocument();
  });

  it('hides itself when the fake answers 404', async () => {
    const listWorlds = vi.fn(notOffered);
    show(<WorldsSection client={stubClient({ listWorlds })} world="default" onSwitch={vi.fn()} />);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Worlds' })).toBeNull());
  });
});

describe('SnapshotsSection', () => {
  it('saves, restores, downloads and deletes snapshots by name', async () => {
    const user = userEvent.setup();
    const listSnapshots = vi.fn(() =>
      Promise.resolve([{ name: 'bug-42', savedAt: '2026-11-20T09:00:00.000Z' }]),
    );
    const saveSnapshot = vi.fn((name: string) =>
      Promise.resolve({ name, savedAt: 't', world: 'default' }),
    );
    const restoreSnapshot = vi.fn(() => Promise.resolve());
    const deleteSnapshot = vi.fn(() => Promise.resolve());
    const exportSnapshot = vi.fn(() => Promise.resolve({ name: 'bug-42', world: {} }));
    const download = vi.fn();
    const client = stubClient({
      listSnapshots,
      saveSnapshot,
      restoreSnapshot,
      deleteSnapshot,
      exportSnapshot,
    });
    show(<SnapshotsSection client={client} download={download} />);
    await user.type(screen.getByRole('textbox', { name: 'Snapshot name' }), 'before-pay');
    await user.click(screen.getByRole('button', { name: 'Save snapshot' }));
    expect(saveSnapshot).toHaveBeenCalledWith('before-pay');
    expect(await screen.findByText('Saved before-pay at t')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restore bug-42' }));
    expect(restoreSnapshot).toHaveBeenCalledWith('bug-42');
    await user.click(screen.getByRole('button', { name: 'Download bug-42' }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith('bug-42', { name: 'bug-42', world: {} }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete bug-42' }));
    expect(deleteSnapshot).toHaveBeenCalledWith('bug-42');
  });

  it('hides itself when the fake answers 404', async () => {
    show(<SnapshotsSection client={stubClient({ listSnapshots: vi.fn(notOffered) })} />);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Snapshots' })).toBeNull());
  });
});

describe('VerifySection', () => {
  it('verifies a pattern and lists the nearest misses of a refusal', async () => {
    const user = userEvent.setup();
    const countRequests = vi.fn(() => Promise.resolve(3));
    const verify = vi.fn(() =>
      Promise.resolve({
        matched: false,
        count: 2,
        times: { atLeast: 1 },
        nearestMisses: [
          {
            method: 'POST',
            path: '/lottery/orders/cart/ticket',
            status: 200,
            at: 't',
            differences: ['path /orders/cart/ticket ≠ /orders/cart/purchase'],
          },
        ],
      }),
    );
    show(<VerifySection client={stubClient({ countRequests, verify })} />);
    await user.type(screen.getByRole('textbox', { name: 'Player phone' }), '07701234567');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(verify).toHaveBeenCalledWith({
      method: 'POST',
      path: '/orders/cart/purchase',
      player: '07701234567',
      times: { exactly: 1 },
    });
    expect(
      await screen.findByText('Not verified: 2 matching, exactly 1 expected'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Nearest misses' })).toHaveTextContent(
      'POST /lottery/orders/cart/ticket → 200: path /orders/cart/ticket ≠ /orders/cart/purchase',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), '*');
    await user.click(screen.getByRole('button', { name: 'Count only' }));
    expect(countRequests).toHaveBeenLastCalledWith({
      path: '/orders/cart/purchase',
      player: '07701234567',
    });
    expect(await screen.findByText('3 matching requests')).toBeInTheDocument();
  });

  it('hides itself when the fake answers 404', async () => {
    show(<VerifySection client={stubClient({ countRequests: vi.fn(notOffered) })} />);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Verification' })).toBeNull());
  });
});
