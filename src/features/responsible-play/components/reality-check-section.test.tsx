import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { ResponsiblePlayState } from '@/lib/api/types';
import { fakeApi } from '@/testing/fake-adapter';
import { renderApp } from '@/testing/render-app';
import { RealityCheckSection } from './reality-check-section';

const state = (realityCheckMinutes: ResponsiblePlayState['realityCheckMinutes']) => ({
  serverTime: '2026-11-22T12:00:00+03:00',
  limits: [],
  timeOutUntil: null,
  realityCheckMinutes,
  session: { startedAt: '2026-11-22T11:00:00+03:00', spent: 0, won: 0 },
});

/** The section with a backend state the test can move, as a refetch would. */
function WithBackend() {
  const [minutes, setMinutes] = useState<ResponsiblePlayState['realityCheckMinutes']>(0);
  return (
    <>
      <button type="button" onClick={() => setMinutes(60)}>
        backend now says 60
      </button>
      <RealityCheckSection state={state(minutes)} />
    </>
  );
}

describe('RealityCheckSection', () => {
  it('keeps the choice checked once saved, while the backend’s state is still on its way', async () => {
    // The section's state prop stays on the old value here, as it does for a tick after the
    // mutation settles (React Query hands the new state on in a later task).
    fakeApi({ setRealityCheck: vi.fn(async () => state(15)) });
    const user = userEvent.setup();
    await renderApp(<RealityCheckSection state={state(0)} />);
    await user.click(screen.getByRole('radio', { name: '15 minutes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(screen.getByRole('radio', { name: '15 minutes' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Off' })).not.toBeChecked();
  });

  it('shows the backend’s value when it changes, and the old one when the save is refused', async () => {
    fakeApi({
      setRealityCheck: vi.fn(async () =>
        Promise.reject(new ApiError('Server error', 'setRealityCheck', 500, undefined)),
      ),
    });
    const user = userEvent.setup();
    await renderApp(<WithBackend />);
    await user.click(screen.getByRole('radio', { name: '30 minutes' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Off' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'backend now says 60' }));
    expect(screen.getByRole('radio', { name: '60 minutes' })).toBeChecked();
  });
});
