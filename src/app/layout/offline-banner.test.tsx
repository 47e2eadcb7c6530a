import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markAnswered, markUnanswered, PROBE_EVERY_MS } from '@/lib/network/reachable';
import { renderApp } from '@/testing/render-app';
import { OfflineBanner } from './offline-banner';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the offline banner (decision 0274)', () => {
  it('says the lottery cannot be reached while calls get no answer, and goes once one does', async () => {
    await renderApp(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    act(() => markUnanswered());
    expect(screen.getByRole('status')).toHaveTextContent(
      'The lottery cannot be reached right now.',
    );
    act(() => markAnswered());
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('asks again by refetching what is on screen while unreachable', async () => {
    const { queryClient } = await renderApp(<OfflineBanner />);
    const refetch = vi.spyOn(queryClient, 'refetchQueries').mockResolvedValue();
    vi.useFakeTimers();
    act(() => markUnanswered());
    act(() => vi.advanceTimersByTime(PROBE_EVERY_MS));
    expect(refetch).toHaveBeenCalledWith({ type: 'active' });
    act(() => markAnswered());
  });

  it('says the device is offline when the browser is', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderApp(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
  });
});
