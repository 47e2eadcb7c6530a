import vectors from '../../fixtures/draw-proof/vectors.json';
import type { DrawVerification } from '@/lib/api/types';
import { DRAW_PROOF_ALGORITHM } from '@/lib/api/draw-proof/algorithm';

const vector = vectors.vectors.find((v) => v.drawId === '629')!;

/** Draw 629's published proof, from the shared test vectors: every check passes. */
export const drawVerification = (over: Partial<DrawVerification> = {}): DrawVerification => ({
  drawId: 629,
  algorithm: DRAW_PROOF_ALGORITHM,
  method: 'seed',
  commitment: vector.commitment,
  committedAt: '2026-11-16T20:05:00+03:00',
  stopSellAt: '2026-11-23T19:30:00+03:00',
  drawnAt: '2026-11-23T20:00:00+03:00',
  ticketsHash: 'ab'.repeat(32),
  seed: vector.seed,
  winningNumbers: [...vector.winningNumbers],
  ...over,
});
