import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setAdapter, type Adapter } from '@/lib/api';
import { fakeAdapter } from '@/testing/fake-adapter';
import { alertStore } from '@/lib/alerts';
import { renderApp } from '@/testing/render-app';
import { UrlHandlers } from './url-handlers';

const fakeConfirm = () => {
  const confirmEmail = vi.fn(async () => ({ message: 'Your registration is confirmed' }));
  setAdapter(fakeAdapter({ confirmEmail } as Partial<Adapter>));
  return confirmEmail;
};

describe('UrlHandlers', () => {
  it('loads the email handler when the link carries an activation id', async () => {
    const confirmEmail = fakeConfirm();
    const view = await renderApp(<UrlHandlers />, { route: '/?activationId=abc' });
    await waitFor(() => expect(alertStore.newAlert).not.toBeNull());
    expect(confirmEmail).toHaveBeenCalledWith('abc');
    expect(view.location()).toBe('/');
  });

  it('mounts no handler for a plain visit', async () => {
    const confirmEmail = fakeConfirm();
    await renderApp(<UrlHandlers />, { route: '/?x=1' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(confirmEmail).not.toHaveBeenCalled();
    expect(alertStore.newAlert).toBeNull();
  });
});
