import { describe, expect, it } from 'vitest';
import type { DrawCertificate, DrawVerification, StrapiList } from '../../../src/lib/api/types';
import { openDraws } from '../../control/world';
import { findDraw } from '../../services/draws';
import { toServerDateTime } from '../../domain/dates';
import { ORIGIN, call, control, useFake } from '../../testing/fake';
import { defaultWorld } from '../../world/current';

useFake();

const certificate = async (drawId: number, locale = 'en') => {
  const { body } = await call<StrapiList<DrawCertificate>>('/draw-certificates', {
    base: `${ORIGIN}/cms/api`,
    query: { 'filters[drawId][$eq]': drawId, locale },
  });
  return body.data[0] ?? null;
};
const proof = async (drawId: number) =>
  (await call<DrawVerification>('/draw/verification', { query: { drawId } })).body;
const drawTimeOf = (drawId: number) => toServerDateTime(findDraw(defaultWorld(), drawId)!.drawTime);

// Decision 0250: the fixture certificates follow the world's clock and the way each draw was drawn.
describe('the fake CMS: draw certificates follow the world', () => {
  it("dates a seeded draw's certificate at the draw's own time and names the generator", async () => {
    const drawId = openDraws(defaultWorld())[0]!.drawId;
    expect(await certificate(drawId)).toBeNull(); // not drawn yet: nothing certified
    await control('/draws/next', { method: 'POST', body: {} });
    const found = await certificate(drawId);
    expect(found).toMatchObject({ drawId, drawTime: drawTimeOf(drawId), methodKind: 'rng' });
    expect(found!.method).toMatch(/random number generator/);
    expect(Date.parse((await proof(drawId)).drawnAt!)).toBe(Date.parse(found!.drawTime!));
  });

  it('never gives a draw set by hand a random-generator certificate, in any locale', async () => {
    const drawId = openDraws(defaultWorld())[0]!.drawId;
    const winningNumbers = [3, 8, 12, 17, 21, 29];
    await control('/draws/next', { method: 'POST', body: { winningNumbers } });
    for (const locale of ['en', 'ar-IQ', 'ckb']) {
      const found = await certificate(drawId, locale);
      expect(found).toMatchObject({ drawTime: drawTimeOf(drawId), methodKind: 'machine' });
      expect(found!.method).not.toMatch(/random|عشوائية|هەڕەمەکی/);
    }
  });

  it("dates the seeded history's certificates by the world's clock, not fixed dates", async () => {
    const found = await certificate(110);
    expect(found).toMatchObject({ drawTime: drawTimeOf(110), methodKind: 'machine' });
    expect(Date.parse((await proof(110)).drawnAt!)).toBe(Date.parse(found!.drawTime!));
  });
});
