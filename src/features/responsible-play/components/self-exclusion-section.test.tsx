import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { alertStore } from '@/lib/alerts';
import { tokenStore } from '@/lib/api/tokens';
import type { SelfExclusion } from '@/lib/api/types';
import { fakeApi } from '@/testing/fake-adapter';
import { testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { SelfExclusionSection } from './self-exclusion-section';

const ALL = ['SIX_MONTHS', 'ONE_YEAR', 'TWO_YEARS', 'FIVE_YEARS', 'PERMANENT'] as const;
const notFound = (call: 'getSelfExclusionOptions') => () =>
  Promise.reject(new ApiError('404', call, 404, undefined));

async function excludeWith(password: string, length?: RegExp) {
  const user = userEvent.setup();
  if (length) await user.click(await screen.findByRole('radio', { name: length }));
  await user.type(await screen.findByLabelText('Your password'), password);
  await user.click(screen.getByRole('checkbox', { name: /I understand/ }));
  await user.click(screen.getByRole('button', { name: 'Exclude me' }));
  return user;
}

const open = () =>
  renderApp(<SelfExclusionSection />, { route: '/responsible_play', player: testProfile() });

describe('self-exclusion with a length', { timeout: 20_000 }, () => {
  it('six months: the session ends at once and the start screen says until when', async () => {
    const excludeSelf = vi.fn(async (): Promise<SelfExclusion> => ({
      length: 'SIX_MONTHS',
      until: '2027-05-27T16:00:00+03:00',
    }));
    fakeApi({ getSelfExclusionOptions: async () => ({ lengths: [...ALL] }), excludeSelf });
    await open();
    for (const name of ['6 months', '1 year', '2 years', '5 years', 'Permanently'])
      expect(await screen.findByRole('radio', { name })).toBeInTheDocument();
    await excludeWith('secret', /^6 months$/);
    expect(excludeSelf).toHaveBeenCalledWith('SIX_MONTHS', 'secret');
    // Logged out at once (decision 0255): no token, no profile, before any further tap.
    await waitFor(() => expect(tokenStore.hasSecurityToken()).toBe(false));
    expect(alertStore.newAlert?.title).toBe('You have excluded yourself from play');
    expect(alertStore.newAlert?.text).toBe(
      'You cannot log in or play until \u206627/05/2027\u2069. You have been logged out on every device. Contact us about any money left in your account.',
    );
  });

  it('permanently, where offered, says so', async () => {
    const excludeSelf = vi.fn(async (): Promise<SelfExclusion> => ({
      length: 'PERMANENT',
      until: null,
    }));
    fakeApi({ getSelfExclusionOptions: async () => ({ lengths: [...ALL] }), excludeSelf });
    await open();
    await excludeWith('secret', /Permanently/);
    await waitFor(() => expect(alertStore.newAlert?.text).toMatch(/excluded yourself permanently/));
    expect(excludeSelf).toHaveBeenCalledWith('PERMANENT', 'secret');
  });

  it('offers no "permanently" where the backend does not list it', async () => {
    fakeApi({ getSelfExclusionOptions: async () => ({ lengths: ['SIX_MONTHS', 'ONE_YEAR'] }) });
    await open();
    expect(await screen.findByRole('radio', { name: '1 year' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Permanently' })).toBeNull();
  });

  it('without the extension (404): the spec self-block, no length, then the confirmation', async () => {
    const selfBlock = vi.fn(async () => undefined);
    fakeApi({ getSelfExclusionOptions: notFound('getSelfExclusionOptions'), selfBlock });
    await open();
    await excludeWith('secret');
    expect(selfBlock).toHaveBeenCalledWith('secret');
    await waitFor(() => expect(alertStore.newAlert?.text).toMatch(/Your account is blocked/));
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('self-exclusion and the money left (decision 0255)', { timeout: 20_000 }, () => {
  it('offers a withdrawal first when the backend will not pay out', async () => {
    fakeApi({
      getSelfExclusionOptions: async () => ({
        lengths: [...ALL],
        moneyLeft: { withdrawable: 8000, payoutTo: null },
      }),
    });
    await open();
    expect(await screen.findByTestId('self-exclusion-money')).toHaveTextContent(
      'You have 8,000 IQD you can withdraw. Withdraw it before you exclude yourself',
    );
    expect(screen.getByRole('link', { name: 'Withdraw now' })).toHaveAttribute('href', '/my_funds');
  });

  it('says before and after where the backend pays it out', async () => {
    const payoutTo = { method: 'FIB' as const, walletNumber: '07701234567' };
    fakeApi({
      getSelfExclusionOptions: async () => ({
        lengths: [...ALL],
        moneyLeft: { withdrawable: 48_000, payoutTo },
      }),
      excludeSelf: async () => ({
        length: 'ONE_YEAR' as const,
        until: '2027-11-27T16:00:00+03:00',
        payout: { amount: 48_000, ...payoutTo, transactionId: 'PO-800001' },
      }),
    });
    await open();
    expect(await screen.findByTestId('self-exclusion-money')).toHaveTextContent(
      'After you confirm, the 48,000 IQD you can withdraw is paid out to your FIB account',
    );
    await excludeWith('secret', /^1 year$/);
    await waitFor(() => expect(alertStore.newAlert?.text).toContain('48,000 IQD, the money'));
    expect(alertStore.newAlert?.text).not.toContain('Contact us');
  });
});

describe('self-exclusion refused', { timeout: 20_000 }, () => {
  it('a wrong password (403 INVALID_CREDENTIALS) is said on the field; nothing else happens', async () => {
    const refusal = new ApiError('403', 'excludeSelf', 403, {
      status: 'INVALID_CREDENTIALS',
      message: 'Credentials are incorrect. Try again.',
    });
    fakeApi({
      getSelfExclusionOptions: async () => ({ lengths: [...ALL] }),
      excludeSelf: () => Promise.reject(refusal),
    });
    await open();
    await excludeWith('wrong', /^1 year$/);
    expect(await screen.findByText('The password is not correct.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /excluded yourself/ })).toBeNull();
  });
});
