import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnreadableAnswerError } from '@/lib/api/unreadable-answer';
import { drawVerification } from '@/testing/draw-proof-fixtures';
import { fakeApi } from '@/testing/fake-adapter';
import { apiError } from '@/testing/player-api';
import { renderApp } from '@/testing/render-app';
import VerifyDrawPage from './verify-draw-page';

const open = (answer: () => Promise<unknown>, lang?: 'ar' | 'en') => {
  fakeApi({ getDrawVerification: answer as never });
  return renderApp(<VerifyDrawPage />, { route: '/more/results/verify?drawId=629', lang });
};
const verdict = () => screen.findByTestId('verdict', {}, { timeout: 5000 });
const check = (id: string) => screen.getByTestId(`check-${id}`);

describe('VerifyDrawPage', { timeout: 30_000 }, () => {
  it('recomputes an honest draw in the browser: every check passes', async () => {
    await open(async () => drawVerification());
    expect(await screen.findByText('Verified: every check passed.')).toBeInTheDocument();
    for (const id of ['committedEarly', 'seedMatchesCommitment', 'numbersFromSeed'])
      expect(check(id)).toHaveTextContent(/^✓Passed:/);
    expect(screen.getByTestId('raw-seed')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTestId('python-check')).toHaveTextContent(drawVerification().seed!);
  });

  it('fails a tampered seed and says which checks failed', async () => {
    const honest = drawVerification();
    await open(async () => ({ ...honest, seed: `0${honest.seed!.slice(1)}` }));
    expect(await screen.findByText('Not verified: at least one check failed.')).toBeInTheDocument();
    expect(check('seedMatchesCommitment')).toHaveTextContent(
      'Failed: the revealed seed does not match',
    );
    expect(check('committedEarly')).toHaveTextContent(/^✓Passed:/);
  });

  it('never calls a draw set by hand verified', async () => {
    await open(async () =>
      drawVerification({ method: 'manual', seed: null, commitment: null, committedAt: null }),
    );
    expect(await verdict()).toHaveTextContent(
      /^Not verifiable: this draw's numbers were set by hand/,
    );
    expect(screen.queryByText(/Verified/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('python-check')).not.toBeInTheDocument();
  });

  it('says the outcome is unknown when the answer fails its schema', async () => {
    await open(() =>
      Promise.reject(new UnreadableAnswerError('getDrawVerification', 'seed: invalid_type')),
    );
    expect(
      await screen.findByText(
        "The draw's proof could not be read, so whether it checks out is unknown.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('verdict')).not.toBeInTheDocument();
  });

  it('says no proof is published when the backend does not offer it', async () => {
    await open(() => Promise.reject(apiError('getDrawVerification', 404, 'NOT_FOUND')));
    expect(await screen.findByText('No proof is published for this draw.')).toBeInTheDocument();
  });

  it('speaks Arabic with the raw values left to right', async () => {
    await open(async () => drawVerification(), 'ar');
    expect(await screen.findByText('تم التحقّق: نجحت كل الفحوص.')).toBeInTheDocument();
    const raw = screen.getByTestId('raw-numbers');
    expect(within(raw.parentElement!).getByText('9,15,16,17,24,28')).toHaveAttribute('dir', 'ltr');
  });
});
