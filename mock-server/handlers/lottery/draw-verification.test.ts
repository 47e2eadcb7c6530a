import { describe, expect, it } from 'vitest';
import type { DrawVerification } from '../../../src/lib/api/types';
import {
  commitmentOf,
  deriveWinningNumbers,
  hexToBytes,
} from '../../../src/lib/api/draw-proof/derive';
import { DRAW_PROOF_ALGORITHM } from '../../../src/lib/api/draw-proof/algorithm';
import { openDraws } from '../../control/world';
import { call, control, useFake } from '../../testing/fake';
import { defaultWorld } from '../../world/current';

useFake();

const nextDrawId = () => openDraws(defaultWorld())[0]!.drawId;
const verification = (drawId: number | string) =>
  call<DrawVerification>('/draw/verification', { query: { drawId } });
const drawNext = (body: object = {}) =>
  control<{ drawId: number; winningNumbers: number[] }>('/draws/next', { method: 'POST', body });

describe('GET /draw/verification', () => {
  it('publishes the commitment before the draw and no seed', async () => {
    const next = { drawId: nextDrawId() };
    const { status, body } = await verification(next.drawId);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      drawId: next.drawId,
      algorithm: DRAW_PROOF_ALGORITHM,
      method: 'seed',
      seed: null,
      drawnAt: null,
      ticketsHash: null,
      winningNumbers: null,
    });
    expect(body.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(body.committedAt!)).toBeLessThan(Date.parse(body.stopSellAt));
  });

  it('reveals a seed that hashes to the commitment and yields the drawn numbers', async () => {
    const before = (await verification(nextDrawId())).body;
    const drawn = (await drawNext()).body;
    const { body } = await verification(drawn.drawId);
    const seed = hexToBytes(body.seed!)!;
    expect(body.commitment).toBe(before.commitment);
    expect(await commitmentOf(seed)).toBe(body.commitment);
    expect(await deriveWinningNumbers(seed, String(drawn.drawId))).toEqual(drawn.winningNumbers);
    expect(body).toMatchObject({ method: 'seed', winningNumbers: drawn.winningNumbers });
    expect(body.ticketsHash).toMatch(/^[0-9a-f]{64}$/);
    expect(body.drawnAt).not.toBeNull();
  });

  it('publishes a draw with chosen numbers as manual, with no seed or commitment', async () => {
    const drawn = (await drawNext({ winningNumbers: [1, 2, 3, 4, 5, 6] })).body;
    const { body } = await verification(drawn.drawId);
    expect(body).toMatchObject({
      method: 'manual',
      seed: null,
      commitment: null,
      committedAt: null,
      winningNumbers: [1, 2, 3, 4, 5, 6],
    });
    expect(body.ticketsHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 404 for an unknown draw and 400 for a bad id', async () => {
    expect(await verification(999_999)).toMatchObject({
      status: 404,
      body: { status: 'NOT_FOUND' },
    });
    expect((await verification('abc')).status).toBe(400);
    expect((await call('/draw/verification')).status).toBe(400);
  });
});
