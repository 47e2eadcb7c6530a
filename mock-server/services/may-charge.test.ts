import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld } from '../control/world';
import { now } from '../clock';
import { setLimit } from '../domain/responsible-play';
import { CLOCK_START } from '../testing/fake';
import { defaultWorld } from '../world/current';
import { chargeRefusal, type ChargeKind } from './may-charge';
import { findByUsername } from './accounts/players';
import { updatePlayState } from './responsible-play';

const world = defaultWorld();
beforeEach(() => resetWorld(world, { clockStart: CLOCK_START }));

/** Ahmed: verified, 50,000 IQD. */
const ahmed = () => {
  const player = findByUsername(world, '07701234567');
  if (!player) throw new Error('no Ahmed');
  return player;
};
const bar = (kind: ChargeKind, amount: number) =>
  chargeRefusal(world, ahmed(), kind, amount)?.bar ?? null;
const KINDS: ChargeKind[] = ['PURCHASE', 'RENEWAL', 'DEPOSIT'];

describe('one rule decides whether a player may be charged now (issue 39)', () => {
  it('lets a verified player with money, no break and no limit be charged, by every kind', () => {
    for (const kind of KINDS) expect(bar(kind, 1000), kind).toBeNull();
  });

  it('refuses every kind for a suspended or closed account and a self-excluded player', () => {
    for (const state of ['SUSPENDED', 'CLOSED']) {
      world.db.player.update({ where: { id: { equals: ahmed().id } }, data: { state } });
      for (const kind of KINDS) expect(bar(kind, 1000), `${state} ${kind}`).toBe('ACCOUNT_STATE');
    }
    world.db.player.update({ where: { id: { equals: ahmed().id } }, data: { state: 'VERIFIED' } });
    updatePlayState(world, ahmed().id, (s) => ({ ...s, selfExcluded: true }));
    for (const kind of KINDS) expect(bar(kind, 1000), kind).toBe('SELF_EXCLUDED');
  });

  it('refuses every kind during a time-out', () => {
    updatePlayState(world, ahmed().id, (s) => ({ ...s, timeOutUntil: now(world) + 3_600_000 }));
    for (const kind of KINDS) expect(bar(kind, 1000), kind).toBe('TIME_OUT');
  });

  it('applies the spending limit to purchases and renewals, the deposit limit to deposits', () => {
    updatePlayState(world, ahmed().id, (s) => setLimit(s, 'SPENDING', 'DAY', 2000, now(world)));
    expect(bar('PURCHASE', 3000)).toBe('SPENDING_LIMIT');
    expect(bar('RENEWAL', 3000)).toBe('SPENDING_LIMIT');
    expect(bar('DEPOSIT', 3000)).toBeNull();
    updatePlayState(world, ahmed().id, (s) => setLimit(s, 'DEPOSIT', 'DAY', 2000, now(world)));
    expect(bar('DEPOSIT', 3000)).toBe('DEPOSIT_LIMIT');
  });

  it('refuses a purchase or renewal above the balance, never a deposit', () => {
    expect(bar('PURCHASE', 50_001)).toBe('INSUFFICIENT_BALANCE');
    expect(bar('RENEWAL', 50_001)).toBe('INSUFFICIENT_BALANCE');
    expect(bar('DEPOSIT', 50_001)).toBeNull();
  });
});
