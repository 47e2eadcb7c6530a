import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepCommitment, keepStopSell } from '@/lib/api/draw-proof/seen-before';
import type { DrawCertificate } from '@/lib/api/types';
import { UnreadableAnswerError } from '@/lib/api/unreadable-answer';
import { DEFAULT_CONFIG, setRuntimeConfig } from '@/lib/config';
import { drawVerification } from '@/testing/draw-proof-fixtures';
import { fakeApi } from '@/testing/fake-adapter';
import { apiError } from '@/testing/player-api';
import { renderApp } from '@/testing/render-app';
import VerifyDrawPage from './verify-draw-page';

const open = (
  answer: () => Promise<unknown>,
  lang?: 'ar' | 'en',
  certificate: DrawCertificate | null = null,
) => {
  fakeApi({ getDrawVerification: answer as never, getDrawCertificate: async () => certificate });
  return renderApp(<VerifyDrawPage />, { route: '/more/results/verify?drawId=629', lang });
};
// The verdict says "Checking in your browser…" until the checks (Web Crypto) are done.
const verdictSays = (text: RegExp) =>
  waitFor(() => expect(screen.getByTestId('verdict')).toHaveTextContent(text), { timeout: 5000 });
const check = (id: string) => screen.getByTestId(`check-${id}`);

afterEach(() => setRuntimeConfig(DEFAULT_CONFIG));
beforeEach(() => localStorage.clear());

/** What a device that bought into draw 629 kept before it: the offer's stop-sell, the commitment. */
const seenBeforeTheDraw = () => {
  const honest = drawVerification();
  keepStopSell(629, honest.stopSellAt);
  keepCommitment(629, honest.commitment!, new Date(Date.parse(honest.committedAt!) + 60_000));
};

describe('VerifyDrawPage', { timeout: 30_000 }, () => {
  it('recomputes an honest draw in the browser: every check passes', async () => {
    seenBeforeTheDraw();
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
    expect(check('committedEarly')).toHaveTextContent(/^\?Not confirmed:/);
  });

  it('with nothing kept before the draw, says the timing rests on the backend (issue 39)', async () => {
    await open(async () => drawVerification());
    await verdictSays(/^Verified, except when the fingerprint was published/);
    expect(check('committedEarly')).toHaveTextContent(/^\?Not confirmed: this device did not see/);
    expect(check('numbersFromSeed')).toHaveTextContent(/^✓Passed:/);
  });

  it('fails an answer that moves stop-sell after what the device kept (issue 39)', async () => {
    seenBeforeTheDraw();
    const honest = drawVerification();
    const later = new Date(Date.parse(honest.stopSellAt) + 3_600_000).toISOString();
    await open(async () => ({ ...honest, stopSellAt: later, committedAt: later }));
    expect(await screen.findByText('Not verified: at least one check failed.')).toBeInTheDocument();
    expect(check('committedEarly')).toHaveTextContent(/^✗Failed:/);
  });

  it("never verifies another draw's genuine proof on this draw's page (issue 39)", async () => {
    await open(async () => drawVerification({ drawId: 630 }));
    expect(await screen.findByText('Not verified: at least one check failed.')).toBeInTheDocument();
    expect(check('answerMatches')).toHaveTextContent('Failed: this answer is not the proof');
  });

  it('never calls a draw set by hand verified', async () => {
    await open(async () =>
      drawVerification({ method: 'manual', seed: null, commitment: null, committedAt: null }),
    );
    await verdictSays(/^Not verifiable: this draw's numbers were set by hand/);
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

  it("shows the draw's certificate, its stream only from an allowed origin", async () => {
    setRuntimeConfig({ externalLinkOrigins: ['https://www.youtube.com'] });
    await open(async () => drawVerification(), 'en', {
      id: 1,
      documentId: 'c'.repeat(24),
      drawId: 629,
      drawTime: '2026-11-23T20:00:00+03:00',
      method: 'Certified RNG',
      methodKind: 'rng',
      observers: 'Notary: H. Ali\nAuditor: Z. Jasim',
      streamUrl: 'https://www.youtube.com/watch?v=iq629',
    });
    const card = await screen.findByTestId('draw-certificate');
    expect(card).toHaveTextContent('Monday 23 Nov 2026 20:00');
    expect(card).toHaveTextContent('Notary: H. Ali');
    expect(within(card).getByRole('link', { name: 'Watch the recorded draw' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=iq629',
    );
  });

  it('leaves out a stream from an origin that is not allowed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await open(async () => drawVerification(), 'en', {
      id: 1,
      documentId: 'c'.repeat(24),
      drawId: 629,
      drawTime: '2026-11-23T20:00:00+03:00',
      method: 'Certified RNG 2',
      methodKind: 'rng',
      observers: null,
      streamUrl: 'https://evil.example/stream',
    });
    const card = await screen.findByTestId('draw-certificate');
    expect(card).toHaveTextContent('Certified RNG 2');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('origin not allowed'));
  });

  describe('a certificate that disagrees with the proof (decision 0250)', () => {
    const certificate = (over: Partial<DrawCertificate>): DrawCertificate => ({
      id: 1,
      documentId: 'c'.repeat(24),
      drawId: 629,
      drawTime: '2026-11-23T20:00:00+03:00',
      method: 'Certified random number generator',
      methodKind: 'rng',
      observers: 'Notary: H. Ali',
      streamUrl: null,
      ...over,
    });
    const saysMismatch = async (reason: string) => {
      const note = await screen.findByTestId('draw-certificate-mismatch');
      expect(note).toHaveTextContent("does not match the draw's own proof");
      expect(note).toHaveTextContent(reason);
      expect(screen.queryByTestId('draw-certificate')).not.toBeInTheDocument();
      expect(screen.queryByText(/Notary/)).not.toBeInTheDocument();
    };

    it("is not shown when it is dated for another draw's day", async () => {
      await open(async () => drawVerification(), 'en', {
        ...certificate({ drawTime: '2026-11-19T20:00:00+03:00' }),
      });
      await saysMismatch('Its draw time differs');
      expect(screen.queryByText(/Thursday 19 Nov/)).not.toBeInTheDocument();
    });

    it('never shows a random-generator certificate beside a draw set by hand', async () => {
      const manual = { method: 'manual' as const, seed: null, commitment: null, committedAt: null };
      await open(async () => drawVerification(manual), 'en', certificate({}));
      await saysMismatch('another way of drawing');
      expect(screen.queryByText('Certified random number generator')).not.toBeInTheDocument();
    });

    it('shows a machine certificate beside a draw set by hand', async () => {
      const manual = { method: 'manual' as const, seed: null, commitment: null, committedAt: null };
      const machine = { methodKind: 'machine', method: 'Ball machine' };
      await open(async () => drawVerification(manual), 'en', certificate(machine));
      expect(await screen.findByTestId('draw-certificate')).toHaveTextContent('Ball machine');
    });

    it('does not check a certificate that does not say its kind of method', async () => {
      await open(async () => drawVerification(), 'ar', certificate({ methodKind: null }));
      const note = await screen.findByTestId('draw-certificate-mismatch');
      expect(note).toHaveTextContent('لا تطابق إثبات السحب');
    });
  });

  it('speaks Arabic with the raw values left to right', async () => {
    seenBeforeTheDraw();
    await open(async () => drawVerification(), 'ar');
    expect(await screen.findByText('تم التحقّق: نجحت كل الفحوص.')).toBeInTheDocument();
    const raw = screen.getByTestId('raw-numbers');
    expect(within(raw.parentElement!).getByText('9,15,16,17,24,28')).toHaveAttribute('dir', 'ltr');
  });
});
