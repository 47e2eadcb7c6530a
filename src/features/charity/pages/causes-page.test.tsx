import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Cause } from '@/lib/api/types';
import { goodAnswers } from '@/testing/answers';
import { fakeApi } from '@/testing/fake-adapter';
import { renderApp } from '@/testing/render-app';
import CausesPage from './causes-page';

const cause = (n: number, over: Partial<Cause>): Cause => ({
  id: n,
  documentId: `cause${String(n).padStart(19, '0')}`,
  organisation: `Organisation ${n}`,
  governorate: 'baghdad',
  category: 'orphans',
  amount: 1_000_000,
  disbursedOn: '2026-03-01',
  story: 'A **story** <img src=x onerror="alert(1)">',
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  publishedAt: '2026-03-01T00:00:00.000Z',
  locale: 'en',
  ...over,
});

const causes = [
  cause(1, { amount: 42_000_000 }),
  cause(2, { governorate: 'basra', category: 'health', amount: 65_500_000 }),
  cause(3, { amount: 8_000_000, category: 'health' }),
  // Not a whole amount: shown without a figure and left out of the totals, never as 0.
  cause(4, { governorate: 'erbil', amount: Number.NaN }),
];

function setup() {
  fakeApi({
    getCauses: () => Promise.resolve(causes),
    getCharityReport: () => Promise.reject(new Error('no report')),
    getCharitySplit: () => Promise.resolve(goodAnswers().getCharitySplit),
    getCharityDraws: () => Promise.resolve(goodAnswers().getCharityDraws),
  });
}

describe('the causes page', () => {
  it('lists each beneficiary with what it received, the story sanitised, the photo-less card still named', async () => {
    setup();
    await renderApp(<CausesPage />, { route: '/good_causes' });
    const first = await screen.findByRole('article', { name: 'Organisation 1' });
    expect(within(first).getByTestId('cause-received').textContent).toContain('42,000,000');
    expect(first.querySelector('img[onerror]')).toBeNull();
    const unreadable = screen.getByRole('article', { name: 'Organisation 4' });
    expect(within(unreadable).queryByTestId('cause-received')).toBeNull();
    expect(unreadable.textContent).not.toMatch(/NaN|undefined/);
  });

  it('adds up the year by governorate and by cause, with a table alternative', async () => {
    setup();
    await renderApp(<CausesPage />, { route: '/good_causes' });
    const bars = await screen.findByRole('list', {
      name: /Disbursements in .*2026.*, By governorate/,
    });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual([
      expect.stringMatching(/^Basra: .*65,500,000/),
      expect.stringMatching(/^Baghdad: .*50,000,000/),
    ]);
    await userEvent.click(screen.getByRole('radio', { name: 'By cause' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show as a table' }));
    const table = screen.getByRole('table');
    expect(
      within(table).getByRole('rowheader', { name: 'Health' }).nextElementSibling?.textContent,
    ).toBe('73,500,000');
    expect(
      within(table).getByRole('rowheader', { name: 'Orphans' }).nextElementSibling?.textContent,
    ).toBe('42,000,000');
  });

  it("states the backend's split and what this year's draws raised", async () => {
    setup();
    await renderApp(<CausesPage />, { route: '/good_causes' });
    const split = await screen.findByTestId('charity-split');
    expect(split.textContent).toContain('Good causes: \u206636\u2069%');
    expect((await screen.findByTestId('charity-year-raised')).textContent).toContain('109,800,000');
  });

  it('says how much of what the year raised was paid out, and that the rest is not paid out yet', async () => {
    fakeApi({
      getCauses: () => Promise.resolve(causes),
      getCharityReport: () => Promise.reject(new Error('no report')),
      getCharitySplit: () => Promise.resolve(goodAnswers().getCharitySplit),
      getCharityDraws: () =>
        Promise.resolve({ ...goodAnswers().getCharityDraws, total: 500_000_000 }),
    });
    await renderApp(<CausesPage />, { route: '/good_causes' });
    const line = await screen.findByTestId('charity-raised-disbursed');
    // 42,000,000 + 65,500,000 + 8,000,000 stated in 2026 (the unreadable one is not counted).
    expect(line.textContent?.replace(/[\u2066-\u2069]/g, '')).toBe(
      'Of the 500,000,000 IQD the draws of 2026 have raised so far, 115,500,000 IQD has been paid out to the beneficiaries below. The other 384,500,000 IQD has not been paid out yet; each payment is listed here once it is made.',
    );
  });

  it('states both figures without a difference when more was paid out than the year raised', async () => {
    setup();
    await renderApp(<CausesPage />, { route: '/good_causes' });
    const line = await screen.findByTestId('charity-raised-disbursed');
    expect(line.textContent?.replace(/[\u2066-\u2069]/g, '')).toBe(
      'In 2026, 115,500,000 IQD has been paid out to the beneficiaries below; the draws of 2026 have raised 109,800,000 IQD so far.',
    );
  });
});
