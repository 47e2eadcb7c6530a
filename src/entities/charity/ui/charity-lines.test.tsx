import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnreadableAnswerError } from '@/lib/api/unreadable-answer';
import { goodAnswers } from '@/testing/answers';
import { fakeApi } from '@/testing/fake-adapter';
import { renderApp } from '@/testing/render-app';
import { CharityPlayLine } from './charity-play-line';
import { DrawRaised } from './draw-raised';
import { GoodCausesShare } from './good-causes-share';
import { YourContribution } from './your-contribution';

const answers = goodAnswers();
const split = () => Promise.resolve(answers.getCharitySplit);
const unreadable = () => Promise.reject(new UnreadableAnswerError('getCharitySplit', 'x'));
/** Lets the queries answer (and the lines render, or not). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
const plain = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '');

describe('the charity lines', () => {
  it("says how much of the cart's 3,000 IQD goes to good causes, from the published split", async () => {
    fakeApi({ getCharitySplit: split });
    await renderApp(<GoodCausesShare amount={3_000} />);
    const line = await screen.findByTestId('good-causes-share');
    // Issue 38: the tickets' price, never "your" money (a voucher may have paid part of it).
    expect(plain(line.textContent)).toBe(
      "Of the tickets' price of 3,000 IQD, 1,080 IQD goes to good causes.",
    );
    // The figures are isolated inside the sentence, for the right-to-left languages.
    expect(line.textContent).toContain('\u20661,080\u2069');
  });

  it('in Arabic, with the same figures', async () => {
    fakeApi({ getCharitySplit: split });
    await renderApp(<GoodCausesShare amount={3_000} />, { lang: 'ar' });
    const line = plain((await screen.findByTestId('good-causes-share')).textContent);
    expect(line).toContain('1,080');
    expect(line).toContain('من ثمن التذاكر');
    expect(line).not.toContain('دفعتها');
  });

  it('shows nothing without the extension (404) or with an unreadable split, never a made-up share', async () => {
    fakeApi({});
    const { container } = await renderApp(
      <>
        <GoodCausesShare amount={3_000} />
        <CharityPlayLine />
        <DrawRaised drawId={102} drawDate="2026-11-25T20:00:00+03:00" />
        <YourContribution />
      </>,
    );
    await settle();
    expect(container.textContent).toBe('');
    fakeApi({ getCharitySplit: unreadable });
    const second = await renderApp(<GoodCausesShare amount={3_000} />);
    await settle();
    expect(second.container.textContent).toBe('');
  });

  it('shows no share of an amount the backend did not state', async () => {
    fakeApi({ getCharitySplit: split });
    const { container } = await renderApp(<GoodCausesShare amount={undefined} />);
    await settle();
    expect(container.textContent).toBe('');
  });

  it('puts the percentage and a link to the causes on the play line', async () => {
    fakeApi({ getCharitySplit: split });
    await renderApp(<CharityPlayLine />);
    const line = await screen.findByTestId('charity-play-line');
    expect(plain(line.textContent)).toContain('36% of every ticket goes to good causes.');
    expect(screen.getByRole('link', { name: 'Where the money goes' })).toHaveAttribute(
      'href',
      '/good_causes',
    );
  });

  it("says what a draw raised and the backend's running total for its year", async () => {
    fakeApi({ getCharityDraws: () => Promise.resolve(answers.getCharityDraws) });
    await renderApp(<DrawRaised drawId={102} drawDate="2026-11-25T20:00:00+03:00" />);
    expect(plain((await screen.findByTestId('draw-raised')).textContent)).toBe(
      'This draw raised 54,900,000 IQD for good causes; 109,800,000 IQD so far in 2026.',
    );
  });

  it("says what the player's tickets gave this year, as the backend counted it", async () => {
    fakeApi({ getCharityContribution: () => Promise.resolve(answers.getCharityContribution) });
    await renderApp(<YourContribution />);
    expect(plain((await screen.findByTestId('charity-contribution')).textContent)).toContain(
      'Your tickets gave 1,080 IQD to good causes this year.',
    );
  });
});
