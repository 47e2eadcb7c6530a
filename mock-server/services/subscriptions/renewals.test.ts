import { describe, expect, it } from 'vitest';
import type { Subscription, SubscriptionRenewal, Ticket } from '../../../src/lib/api/types';
import { defaultWorld } from '../../world/current';
import { allDraws } from '../draws';
import { balance, call, control, PASSWORD, token, useFake } from '../../testing/fake';
import { runRenewals } from './renew';

useFake();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PHONE = '07709990001';
const GRIDS = [
  [1, 2, 3, 4, 5, 6],
  [7, 8, 9, 10, 11, 12],
];

/** A player with `iqd` to spend, logged in. The clock starts on a Friday; draws are Mon and Thu. */
async function player(iqd: number) {
  await control('/players', {
    method: 'POST',
    body: { phone: PHONE, password: PASSWORD, balance: iqd, preferredLanguage: 'en' },
  });
  return token(PHONE);
}

const subscribe = async (auth: string, body: Record<string, unknown> = {}) =>
  (
    await call<Subscription>('/users/subscriptions', {
      method: 'POST',
      token: auth,
      body: { tips: GRIDS, weekdays: null, drawCount: null, minJackpot: null, ...body },
    })
  ).body;

const renewals = async (auth: string, id: number) =>
  (await call<SubscriptionRenewal[]>(`/users/subscriptions/${id}/renewals`, { token: auth })).body;

/** Moves the clock on, lets the fake draw what is due (a login catches up), answers a new token. */
async function advance(ms: number) {
  await control('/clock', { method: 'POST', body: { advanceMs: ms } });
  return token(PHONE);
}

const smsTexts = async () =>
  (
    await control<{ messages: { text?: string }[] }>('/inbox', { query: { phone: PHONE } })
  ).body.messages
    .map((m) => m.text ?? '')
    .filter(Boolean);

describe('subscription renewals on the fake clock', () => {
  it('buys one ticket per draw when its sales open, from the next draw on, and books the spend', async () => {
    let auth = await player(10_000);
    const sub = await subscribe(auth);
    expect(sub).toMatchObject({ status: 'ACTIVE', nextRenewal: { cost: 2000 } });
    // Monday's draw (on sale when subscribing) is the cart's; Thursday's opens after it.
    auth = await advance(4 * DAY);
    auth = await advance(3 * DAY);
    const list = await renewals(auth, sub.subscriptionId);
    expect(list.map((r) => [r.status, r.charged])).toEqual([
      ['BOUGHT', 2000],
      ['BOUGHT', 2000],
    ]);
    // Spent as two ordinary purchases (a ticket may have won something since, so not the balance).
    const orders = defaultWorld()
      .db.booking.getAll()
      .filter((b) => b.bookingType === 'ORDER_PAYMENT' && b.bookingDescription.startsWith('Order'));
    expect(orders.slice(-2).map((b) => b.amount)).toEqual([-2000, -2000]);
    const open = await call<Ticket[]>('/games/tickets/list', {
      method: 'POST',
      token: auth,
      body: [{ filterKey: 'ticketState', filterValue: 'OPEN' }],
    });
    expect(open.body[0]).toMatchObject({
      source: 'subscription',
      subscriptionId: sub.subscriptionId,
    });
    // Issue 38: a ticket the player bought by hand names no subscription at all.
    const draws = open.body[0]!.drawIds;
    const cart = { ticketTypeName: '6of29', drawIds: draws, tips: [[9, 10, 11, 12, 13, 14]] };
    await call('/orders/cart/ticket', { method: 'POST', token: auth, body: cart });
    await call('/orders/cart/purchase', { method: 'POST', token: auth });
    const after = await call<Ticket[]>('/games/tickets/list', {
      method: 'POST',
      token: auth,
      body: [{ filterKey: 'ticketState', filterValue: 'OPEN' }],
    });
    const byHand = after.body.find((t) => t.tips[0]?.join() === '9,10,11,12,13,14');
    expect(byHand).toBeDefined();
    expect(byHand).not.toHaveProperty('source');
    expect(byHand).not.toHaveProperty('subscriptionId');
    expect((await smsTexts())[0]).toContain('We never ask for your card PIN');
  });

  it('decides a renewal once per draw, however often the job runs', async () => {
    let auth = await player(10_000);
    const sub = await subscribe(auth);
    auth = await advance(4 * DAY);
    const world = defaultWorld();
    const opened = allDraws(world).find((d) => !d.drawn);
    if (!opened) throw new Error('no open draw');
    runRenewals(world, opened, Date.now());
    runRenewals(world, opened, Date.now());
    expect(await renewals(auth, sub.subscriptionId)).toHaveLength(1);
    expect((await balance(auth)).balance).toBe(8000);
  });

  it('skips with the reason when the balance is short, and tells the player', async () => {
    let auth = await player(1500);
    const sub = await subscribe(auth);
    auth = await advance(4 * DAY);
    expect(await renewals(auth, sub.subscriptionId)).toMatchObject([
      { status: 'SKIPPED', reason: 'INSUFFICIENT_BALANCE', charged: 0, ticketId: null },
    ]);
    expect((await balance(auth)).balance).toBe(1500);
    expect((await smsTexts()).at(-1)).toMatch(/did not buy.*balance was too low.*never ask/);
  });

  it('skips a renewal that would pass a spending limit', async () => {
    let auth = await player(10_000);
    const sub = await subscribe(auth);
    await call('/users/limits', {
      method: 'PUT',
      token: auth,
      body: { kind: 'SPENDING', period: 'WEEK', amount: 1000 },
    });
    auth = await advance(4 * DAY);
    expect(await renewals(auth, sub.subscriptionId)).toMatchObject([
      { status: 'SKIPPED', reason: 'SPENDING_LIMIT' },
    ]);
    expect((await balance(auth)).balance).toBe(10_000);
  });

  it('is paused by a time-out, skipping its draws, and resumes when it ends', async () => {
    let auth = await player(10_000);
    const sub = await subscribe(auth);
    auth = await advance(3 * DAY); // Monday noon
    await call('/users/time-out', { method: 'POST', token: auth, body: { length: 'DAY' } });
    const paused = await call<Subscription[]>('/users/subscriptions', { token: auth });
    expect(paused.body[0]).toMatchObject({
      status: 'PAUSED',
      pausedBy: 'TIME_OUT',
      nextRenewal: null,
    });
    await control('/clock', { method: 'POST', body: { advanceMs: 12 * HOUR } });
    // Monday's draw opens Thursday's sales inside the time-out; Thursday's opens Monday's after it.
    await control('/clock', { method: 'POST', body: { advanceMs: 4 * DAY } });
    auth = await token(PHONE);
    expect((await renewals(auth, sub.subscriptionId)).map((r) => [r.status, r.reason])).toEqual([
      ['BOUGHT', null],
      ['SKIPPED', 'TIME_OUT'],
    ]);
    const resumed = await call<Subscription[]>('/users/subscriptions', { token: auth });
    expect(resumed.body[0]?.status).toBe('ACTIVE');
  });

  it('is cancelled, every one at once, by self-exclusion', async () => {
    let auth = await player(10_000);
    await subscribe(auth);
    await subscribe(auth, { weekdays: [4] });
    await call('/users/self-exclusion', {
      method: 'POST',
      token: auth,
      query: { password: PASSWORD },
      body: { length: 'SIX_MONTHS' },
    });
    await control('/players/' + PHONE + '/responsible-play', {
      method: 'PUT',
      body: { selfExcluded: false },
    });
    auth = await advance(5 * DAY);
    const world = defaultWorld();
    const subs = world.db.subscription
      .getAll()
      .map((r) => JSON.parse(r.json) as { cancelled: unknown });
    expect(subs.map((s) => s.cancelled)).toEqual([
      expect.objectContaining({ by: 'SELF_EXCLUSION' }),
      expect.objectContaining({ by: 'SELF_EXCLUSION' }),
    ]);
    expect(world.db.renewal.count()).toBe(0);
  });

  it('buys only when the jackpot reaches the minimum', async () => {
    let auth = await player(10_000);
    const sub = await subscribe(auth, { minJackpot: 10_000_000_000 });
    auth = await advance(4 * DAY);
    expect(await renewals(auth, sub.subscriptionId)).toMatchObject([
      { status: 'SKIPPED', reason: 'JACKPOT_BELOW_MINIMUM' },
    ]);
  });
});
