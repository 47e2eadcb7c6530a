import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { STORES } from '../utils/stores';
import { STORE_BUTTON_ACTIVE_MS, StoreButtons } from './store-buttons';

afterEach(() => vi.useRealTimers());

describe('StoreButtons', () => {
  it('stays active for 300 ms after a click and ignores clicks meanwhile', async () => {
    await renderApp(<StoreButtons />);
    vi.useFakeTimers();
    const button = screen.getByRole('button', { name: 'Download on the App Store' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('data-active', 'true');
    expect(screen.getByRole('dialog', { name: 'Coming soon' })).toHaveTextContent('App Store');
    act(() => vi.advanceTimersByTime(STORE_BUTTON_ACTIVE_MS - 1));
    expect(button).toHaveAttribute('data-active', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute('data-active', 'false');
  });

  it('opens a published store in a new tab instead of the dialog', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const link = 'https://play.google.com/store/apps/details?id=iq.lottery';
    await renderApp(
      <StoreButtons stores={{ ...STORES, googlePlay: { ...STORES.googlePlay, link } }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Get it on Google Play' }));
    expect(open).toHaveBeenCalledWith(link, '_blank', 'noopener,noreferrer');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
