import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../../src/lib/api/types';
import { defaultWorld } from '../../world/current';
import { call, control, PASSWORD, token, useFake } from '../../testing/fake';
import { updatePlayState } from '../responsible-play';

useFake();

const DAY = 86_400_000;
const PHONE = '07709990002';

async function subscribedPlayer(phone = PHONE) {
  await control('/players', {
    method: 'POST',
    body: { phone, password: PASSWORD, balance: 50_000, preferredLanguage: 'en' },
  });
  const auth = await token(phone);
  const sub = await call<Subscription>('/users/subscriptions', {
    method: 'POST',
    token: auth,
    body: { tips: [[1, 2, 3, 4, 5, 6]], weekdays: null, drawCount: null, minJackpot: null },
  });
  expect(sub.status).toBe(201);
  return { auth, id: sub.body.subscriptionId };
}

/** Charges of subscription renewals for a player, by the renewal records. */
const renewalCharges = (playerId: number) => {
  const world = defaultWorld();
  const subs = world.db.subscription.findMany({ where: { playerId: { equals: playerId } } });
  const ids = new Set(subs.map((s) => s.subscriptionId));
  return world.db.renewal
    .getAll()
    .filter((r) => ids.has(r.subscriptionId))
    .map((r) => (JSON.parse(r.json) as { charged: number }).charged)
    .reduce((a, b) => a + b, 0);
};
const playerOf = (phone: string) =>
  defaultWorld().db.player.findFirst({ where: { phone: { equals: `+964${phone.slice(1)}` } } });
const subscriptionsOf = (playerId: number) =>
  defaultWorld()
    .db.subscription.findMany({ where: { playerId: { equals: playerId } } })
    .map((s) => JSON.parse(s.json) as { cancelled: { by: string } | null });

/** Two weeks of draws on the fake clock: four renewals would have been due. */
async function twoWeeksOfDraws() {
  for (let i = 0; i < 4; i++) {
    await control('/clock', { method: 'POST', body: { advanceMs: 3.5 * DAY } });
    await call('/sales/game-infos'); // any lottery call catches the draws up
  }
}

const WAYS: [string, (auth: string, phone: string) => Promise<unknown>][] = [
  [
    "the player's self-exclusion",
    (auth) =>
      call('/users/self-exclusion', {
        method: 'POST',
        token: auth,
        query: { password: PASSWORD },
        body: { length: 'SIX_MONTHS' },
      }),
  ],
  [
    "the spec's self-block",
    (auth) =>
      call('/users/self-block', { method: 'POST', token: auth, query: { password: PASSWORD } }),
  ],
  [
    'the control API',
    (_auth, phone) =>
      control(`/players/${phone}/responsible-play`, {
        method: 'PUT',
        body: { selfExcluded: true },
      }),
  ],
];

describe('every way into self-exclusion cancels subscriptions at once (issue 39)', () => {
  it.each(WAYS)('%s: cancelled, no renewal charged, no renewal SMS', async (_way, exclude) => {
    const { auth } = await subscribedPlayer();
    const player = playerOf(PHONE);
    if (!player) throw new Error('no player');
    const balanceBefore = player.payable + player.nonPayable;
    const answer = (await exclude(auth, PHONE)) as { status: number };
    expect(answer.status).toBeLessThan(300);
    expect(subscriptionsOf(player.id).map((s) => s.cancelled?.by)).toEqual(['SELF_EXCLUSION']);
    const inboxBefore = defaultWorld().db.inbox.count({ where: { to: { equals: player.phone } } });
    await twoWeeksOfDraws();
    expect(renewalCharges(player.id)).toBe(0);
    const after = playerOf(PHONE);
    expect((after?.payable ?? 0) + (after?.nonPayable ?? 0)).toBe(balanceBefore);
    expect(defaultWorld().db.inbox.count({ where: { to: { equals: player.phone } } })).toBe(
      inboxBefore,
    );
  });

  it('a renewal never charges a self-excluded player whose subscription is still active (a snapshot)', async () => {
    await subscribedPlayer();
    const player = playerOf(PHONE);
    if (!player) throw new Error('no player');
    // The flag alone, without the cancelling every way in does now: what an older snapshot holds.
    updatePlayState(defaultWorld(), player.id, (state) => ({ ...state, selfExcluded: true }));
    await twoWeeksOfDraws();
    expect(renewalCharges(player.id)).toBe(0);
    expect(subscriptionsOf(player.id).map((s) => s.cancelled?.by)).toEqual(['SELF_EXCLUSION']);
  });

  it('a renewal never charges a suspended account, and sends it nothing', async () => {
    await subscribedPlayer();
    const player = playerOf(PHONE);
    if (!player) throw new Error('no player');
    defaultWorld().db.player.update({
      where: { id: { equals: player.id } },
      data: { state: 'SUSPENDED' },
    });
    const inboxBefore = defaultWorld().db.inbox.count({ where: { to: { equals: player.phone } } });
    await twoWeeksOfDraws();
    expect(renewalCharges(player.id)).toBe(0);
    expect(defaultWorld().db.inbox.count({ where: { to: { equals: player.phone } } })).toBe(
      inboxBefore,
    );
  });
});
