import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import type { RiskStatus } from '@/lib/api/types';
import { queryClient } from '@/lib/query';
import { responsiblePlayKeys } from '../keys';
import { CareMessage } from './care-message';

/** Waits until the risk status has been answered (or refused), so an absent message is final. */
const settled = () =>
  waitFor(() =>
    expect(queryClient.getQueryState(responsiblePlayKeys.risk())?.status).toBe('success'),
  );

const atRisk: RiskStatus = {
  atRisk: true,
  since: '2026-11-22T12:00:00+03:00',
  signals: ['NIGHT_PLAY', 'LIMIT_RAISED_THEN_REACHED'],
};

const render = (getRiskStatus?: () => Promise<RiskStatus>, lang: 'en' | 'ar' | 'ku' = 'en') =>
  renderApp(
    <>
      <CareMessage />
      <p>page</p>
    </>,
    { player: testProfile(), lang, api: getRiskStatus ? { getRiskStatus } : {} },
  );

describe('CareMessage (decision 0286)', { timeout: 20_000 }, () => {
  it('tells a player at risk what was seen, that offers stop, and links the tools', async () => {
    await render(async () => atRisk);
    expect(await screen.findByRole('heading', { name: 'A word about your play' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'What we noticed' })).toHaveTextContent(
      'You have often played late at night.You raised a limit and reached it soon after.',
    );
    expect(screen.getByText(/we send you no offers/)).toBeVisible();
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Set a limit', '/responsible_play#deposit-limits'],
      ['Take a break', '/responsible_play#time-out'],
      ['Exclude yourself', '/responsible_play#self-exclusion'],
    ]);
  });

  it('says it in Arabic', async () => {
    await render(async () => atRisk, 'ar');
    expect(await screen.findByRole('link', { name: 'خذ استراحة' })).toBeVisible();
  });

  it('shows nothing to a player not at risk', async () => {
    await render(async () => ({ atRisk: false, since: null, signals: [] }));
    await settled();
    expect(screen.queryByTestId('care-message')).toBeNull();
  });

  it('shows nothing where the backend does not offer the call (404)', async () => {
    await render();
    await settled();
    expect(screen.queryByTestId('care-message')).toBeNull();
  });
});
