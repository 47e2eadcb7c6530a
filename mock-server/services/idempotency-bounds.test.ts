import { defaultWorld } from '../world/current';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserBalance, WithdrawResponse } from '../../src/lib/api/types';
import { DAY } from '../domain/dates';
import { call, control, token, useFake } from '../testing/fake';
import { fingerprintOf, IDEMPOTENCY_LIMITS } from './idempotency';

const world = defaultWorld();

useFake();

const DEFAULTS = { ...IDEMPOTENCY_LIMITS };
afterEach(() => Object.assign(IDEMPOTENCY_LIMITS, DEFAULTS));

const payout = {
  amount: 2000,
  method: 'FIB',
  fullName: 'Ahmed Hassan',
  walletNumber: '07701234567',
};
const withdraw = (auth: string, key: string) =>
  call<WithdrawResponse>('/users/wallet/withdraw', {
    method: 'POST',
    token: auth,
    headers: { 'Idempotency-Key': key },
    body: payout,
  });
const balance = async (auth: string) =>
  (await call<UserBalance>('/users/account-balance', { token: auth })).body.balance;

describe('the idempotency store is bounded (issue 24)', () => {
  it('keeps a digest of the body, not the body: a 64 KiB request costs a few dozen characters', () => {
    const body = JSON.stringify({ note: 'z'.repeat(64 * 1024) });
    const print = fingerprintOf('POST', '/users/wallet/withdraw', new URLSearchParams(), body);
    expect(print.length).toBeLessThan(80);
    // Still "the same request" in another key order, and another one with another body.
    const same = fingerprintOf('POST', '/users/wallet/withdraw', new URLSearchParams(), body);
    expect(same).toBe(print);
    const other = JSON.stringify({ note: `${'z'.repeat(64 * 1024 - 1)}y` });
    expect(fingerprintOf('POST', '/users/wallet/withdraw', new URLSearchParams(), other)).not.toBe(
      print,
    );
  });

  it("refuses a player's new key past the cap with 429 and runs nothing, until answers expire", async () => {
    IDEMPOTENCY_LIMITS.perPlayer = 3;
    const auth = await token();
    for (const key of ['a', 'b', 'c']) expect((await withdraw(auth, key)).status).toBe(200);
    const refused = await withdraw(auth, 'd');
    expect(refused).toMatchObject({ status: 429, body: { status: 'TOO_MANY_REQUESTS' } });
    expect(await balance(auth)).toBe(50_000 - 3 * 2000);
    // A live key still replays its answer (the payment stays protected), and runs nothing.
    expect((await withdraw(auth, 'a')).status).toBe(200);
    expect(world.answers.size).toBe(3);
    // 24 hours later the three have expired and are dropped: a new key runs.
    await control('/clock', { method: 'POST', body: { advanceMs: DAY } });
    expect((await withdraw(await token(), 'e')).status).toBe(200);
    expect(world.answers.size).toBe(1);
  });

  it('bounds the characters of answers a world holds', async () => {
    IDEMPOTENCY_LIMITS.worldChars = 600;
    const auth = await token();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await withdraw(auth, `k${i}`)).status);
    expect(statuses).toContain(429);
    const held = [...world.answers].reduce(
      (sum, [id, stored]) => sum + id.length + stored.fingerprint.length + (stored.chars ?? 0),
      0,
    );
    // At most one answer past the bound: its size is known only once it ran.
    expect(held).toBeLessThan(600 + 400);
  });
});
