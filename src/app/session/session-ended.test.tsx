import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alertStore, connectApiEvents } from '@/lib/alerts';
import { ApiError } from '@/lib/api/errors';
import { emitApiEvent } from '@/lib/api/events';
import { renderApp } from '@/testing/render-app';
import { SystemDialogs } from '../dialogs/system-dialogs';
import { DialogHost } from '../dialogs/dialog-host';
import { connectSessionEndedEvents, sessionEnded } from './session-ended';

const unauthorized = () =>
  new ApiError('Request failed with status code 401', 'getAccountBalance', 401, {
    status: 'UNAUTHORIZED',
    message: 'expired',
  });

describe('a session the server ended', () => {
  const disconnect: (() => void)[] = [];
  beforeEach(() => {
    disconnect.push(connectSessionEndedEvents(), connectApiEvents());
    window.history.replaceState(null, '', '/cart');
  });
  afterEach(() => {
    disconnect.splice(0).forEach((off) => off());
    alertStore.sessionExpired = false;
    sessionEnded.path = null;
  });

  it('shows the session-expired dialog, not a generic error, and its login returns to the page', async () => {
    const { location } = await renderApp(
      <>
        <SystemDialogs />
        <DialogHost />
      </>,
      { route: '/cart' },
    );
    act(() => {
      emitApiEvent({ type: 'session-ended' });
      emitApiEvent({ type: 'alert', error: unauthorized() });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
    expect(dialog).toHaveTextContent('Your session has timed out. Please login to continue.');
    expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Login Now' }));
    expect(location()).toBe('/login?redirect=%2Fcart');
  });
});
