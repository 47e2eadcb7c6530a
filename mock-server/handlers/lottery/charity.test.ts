import { describe, expect, it } from 'vitest';
import type { CharityContribution, CharityDraws } from '../../../src/lib/api/types';
import { splitAmount } from '../../../src/lib/api/charity/split';
import { retailSales } from '../../services/charity/draws-raised';
import { DEFAULT_CHARITY_SPLIT } from '../../services/charity/split-config';
import { call, control, ticket, token, useFake } from '../../testing/fake';
import { fill, purchase } from './purchase-test-setup';

useFake();

const draws = (from: string, to: string) =>
  call<CharityDraws>('/charity/draws', { query: { from, to } });
const contribution = (auth: string, year?: string) =>
  call<CharityContribution>('/users/charity/contribution', {
    token: auth,
    query: year ? { year } : {},
  });

describe('where the money goes (extension)', () => {
  it('publishes a split that adds up to 10,000 basis points', async () => {
    const { status, body } = await call<typeof DEFAULT_CHARITY_SPLIT>('/charity/split');
    expect(status).toBe(200);
    expect(body).toEqual(DEFAULT_CHARITY_SPLIT);
    expect(body.prizeFundBps + body.goodCausesBps + body.operatingBps).toBe(10_000);
  });

  it('says what each held draw raised, its running total for the year and the sum', async () => {
    const { status, body } = await draws('2026-01-01', '2026-12-31');
    expect(status).toBe(200);
    expect(body.draws.length).toBeGreaterThan(1);
    expect(body.total).toBe(body.draws.reduce((sum, draw) => sum + draw.raised, 0));
    const [newest, previous] = body.draws;
    expect(newest!.raisedThisYear).toBe(previous!.raisedThisYear + newest!.raised);
    for (const draw of body.draws) expect(Number.isInteger(draw.raised)).toBe(true);
  });

  it('counts a purchase in the draw it plays, with the retail sales', async () => {
    const auth = await token();
    const before = (await draws('2026-01-01', '2026-12-31')).body.draws.length;
    await fill(auth, [ticket(3)]);
    expect((await purchase(auth)).status).toBe(200);
    const next = await control<{ drawId: number }>('/draws/next', { method: 'POST', body: {} });
    const { body } = await draws('2026-01-01', '2026-12-31');
    expect(body.draws).toHaveLength(before + 1);
    const held = body.draws.find((draw) => draw.drawId === next.body.drawId);
    expect(held).toBeDefined();
    // Seeded players play this draw too: the purchase adds at least its own 1,080 IQD.
    const retail = splitAmount(retailSales(next.body.drawId), DEFAULT_CHARITY_SPLIT).goodCauses;
    expect(held!.raised - retail).toBeGreaterThanOrEqual(1_080);
  });

  it("books the player's purchases this year at the receipt's share", async () => {
    const auth = await token();
    const before = (await contribution(auth)).body;
    await fill(auth, [ticket(3)]);
    await purchase(auth);
    const after = await contribution(auth);
    expect(after.status).toBe(200);
    expect(after.body.year).toBe(2026);
    expect(after.body.goodCauses - before.goodCauses).toBe(1_080);
    expect((await contribution(auth, '2001')).body).toEqual({ year: 2001, goodCauses: 0 });
  });

  it('answers bad parameters with 400, never 5xx, and the player share only with a login', async () => {
    for (const [from, to] of [
      ['2026-13-01', '2026-12-31'],
      ['2026-12-31', '2026-01-01'],
      ['2024-01-01', '2026-01-01'],
      ['yesterday', '2026-01-01'],
    ]) {
      expect((await draws(from!, to!)).status).toBe(400);
    }
    expect((await call('/charity/draws')).status).toBe(400);
    const auth = await token();
    for (const year of ['1999', 'two', '2026.5', '-1']) {
      expect((await contribution(auth, year)).status).toBe(400);
    }
    expect((await call('/users/charity/contribution')).status).toBe(401);
  });
});
