import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { emitApiEvent } from '@/lib/api/events';
import { alertStore, connectApiEvents, showAlert, showDialog, showErrorAlert } from '@/lib/alerts';
import { isLoggedIn } from '@/entities/session';
import { fakeApi } from '@/testing/fake-adapter';
import { testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { DialogHost } from './dialog-host';
import { SystemDialogs } from './system-dialogs';

describe('DialogHost', () => {
  it('an error alert never shows the success tick: its own kind, role and spoken kind', async () => {
    await renderApp(<DialogHost />);
    await act(async () => {
      showErrorAlert(new ApiError('Request failed', 'purchaseCart', 500, undefined));
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveAccessibleDescription(
      'Error. There was an error on the server. Please try again later.',
    );
    expect(dialog.querySelector('svg')).toHaveAttribute('data-kind', 'error');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await act(async () => {
      showDialog({ kind: 'success', title: 'Password changed' });
    });
    const success = screen.getByRole('dialog', { name: 'Password changed' });
    expect(success).toHaveAccessibleDescription('Success.');
    expect(success.querySelector('svg')).toHaveAttribute('data-kind', 'success');
  });

  it('shows queued dialogs one at a time, translating keys', async () => {
    await renderApp(<DialogHost />);
    await act(async () => {
      showAlert({
        title: { key: 'errors:genericTitle' },
        message: { key: 'errors:voucherInvalid' },
      });
      showAlert({ title: 'Second' });
    });
    // The dialog shows once the namespaces of its keys are loaded.
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
      'Invalid promo code. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('raises the secondary event and closes', async () => {
    const onSecondary = vi.fn();
    await renderApp(<DialogHost />);
    await act(async () => {
      showDialog({
        title: 'Top up?',
        buttons: [{ label: 'Later' }, { label: 'Top Up Now', action: 'secondary' }],
        onSecondary,
      });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Top Up Now' }));
    expect(onSecondary).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('turns api events into alerts and progress', async () => {
    const stop = connectApiEvents();
    await renderApp(<DialogHost />);
    await act(async () => {
      emitApiEvent({ type: 'progress', inFlight: 2 });
      emitApiEvent({
        type: 'alert',
        error: new ApiError('x', 'purchaseCart', 402, {
          status: 'INSUFFICIENT_BALANCE',
          message: 'x',
          details: { missingAmount: 12500 },
        }),
      });
    });
    expect(alertStore.showProgress).toBe(true);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('You need 12,500 IQD more.');
    await act(async () => emitApiEvent({ type: 'progress', inFlight: 0 }));
    expect(alertStore.showProgress).toBe(false);
    stop();
  });
});

describe('SystemDialogs', () => {
  it('shows the geo dialog with the support address when a call is geo-restricted', async () => {
    const stop = connectApiEvents();
    await renderApp(<SystemDialogs />);
    await act(async () => emitApiEvent({ type: 'geo-restricted' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Not available in your region' });
    expect(dialog).toHaveTextContent('support@iraqcharitylottery.iq');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    stop();
  });

  it('the session-expired dialog leads to login', async () => {
    const { location } = await renderApp(<SystemDialogs />, { route: '/' });
    await act(async () => {
      alertStore.sessionExpired = true;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Login Now' }));
    expect(location()).toBe('/login');
    expect(alertStore.sessionExpired).toBe(false);
  });

  it('the no-connection dialog stays while offline and goes when online', async () => {
    await renderApp(<SystemDialogs />);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => {
      alertStore.offline = true;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('alertdialog', { name: 'No internet connection' })).toBeInTheDocument();
    onLine.mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a logged-in player log out on the device while offline', async () => {
    const logout = vi.fn(async () =>
      Promise.reject(new ApiError('Network Error', 'logout', undefined, undefined)),
    );
    fakeApi({ getActiveCart: vi.fn(async () => Promise.reject(new Error('offline'))), logout });
    await renderApp(
      <>
        <SystemDialogs />
        <DialogHost />
      </>,
      { player: testProfile() },
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => {
      alertStore.offline = true;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Log out on this device' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Logged out on this device' }),
    ).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(isLoggedIn()).toBe(false);
  });
});
