import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
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
  it('six months: says until when, then logs out when the player presses Log out', async () => {
    const excludeSelf = vi.fn(async (): Promise<SelfExclusion> => ({
      length: 'SIX_MONTHS',
      until: '2027-05-27T16:00:00+03:00',
    }));
    fakeApi({ getSelfExclusionOptions: async () => ({ lengths: [...ALL] }), excludeSelf });
    await open();
    for (const name of ['6 months', '1 year', '2 years', '5 years', 'Permanently'])
      expect(await screen.findByRole('radio', { name })).toBeInTheDocument();
    const user = await excludeWith('secret', /^6 months$/);
    expect(excludeSelf).toHaveBeenCalledWith('SIX_MONTHS', 'secret');
    expect(
      await screen.findByRole('heading', { name: 'You have excluded yourself from play' }),
    ).toHaveFocus();
    const until = screen.getByTestId('self-exclusion-until');
    expect(until).toHaveTextContent('27/05/2027');
    expect(until).toHaveAttribute('dir', 'ltr');
    expect(tokenStore.hasSecurityToken()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(tokenStore.hasSecurityToken()).toBe(false);
  });

  it('permanently, where offered, says so', async () => {
    const excludeSelf = vi.fn(async (): Promise<SelfExclusion> => ({
      length: 'PERMANENT',
      until: null,
    }));
    fakeApi({ getSelfExclusionOptions: async () => ({ lengths: [...ALL] }), excludeSelf });
    await open();
    await excludeWith('secret', /Permanently/);
    expect(await screen.findByText(/excluded yourself permanently/)).toBeInTheDocument();
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
    expect(await screen.findByText(/Your account is blocked/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('self-exclusion confirmed, then left', { timeout: 20_000 }, () => {
  it('logs out when the player leaves the confirmation without pressing Log out', async () => {
    fakeApi({
      getSelfExclusionOptions: async () => ({ lengths: [...ALL] }),
      excludeSelf: async () => ({
        length: 'ONE_YEAR' as const,
        until: '2027-11-27T16:00:00+03:00',
      }),
    });
    const { unmount } = await open();
    await excludeWith('secret', /^1 year$/);
    await screen.findByTestId('self-exclusion-until');
    expect(tokenStore.hasSecurityToken()).toBe(true);
    unmount();
    await waitFor(() => expect(tokenStore.hasSecurityToken()).toBe(false));
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
