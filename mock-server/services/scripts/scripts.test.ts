import { describe, expect, it } from 'vitest';
import type {
  Booking,
  PayInInvokeResponse,
  PayInResult,
  UserBalance,
} from '../../../src/lib/api/types';
import type { JournalEntry } from '../../pipeline/journal';
import { AHMED, CLOCK_START, useFake } from '../../testing/fake';
import { controlIn, inWorld, newWorld, tokenIn } from '../../testing/worlds';
import { findWorld } from '../../world/registry';
import { findDraw, nextUndrawn } from '../draws';

useFake();

async function setUp() {
  const world = await newWorld(CLOCK_START);
  return { world, auth: await tokenIn(world) };
}
const advance = (world: string, advanceMs: number) =>
  controlIn(world, '/clock', { method: 'POST', body: { advanceMs } });
const script = (world: string, body: object) =>
  controlIn(world, `/players/${AHMED}/script`, { method: 'POST', body });
const scriptEvents = async (world: string) =>
  (await controlIn<{ entries: JournalEntry[] }>(world, '/journal')).body.entries
    .filter((e) => e.kind === 'script')
    .map((e) => e.event);

async function deposit(world: string, auth: string) {
  const invoked = await inWorld<PayInInvokeResponse>(world, '/payment/pay-in/invoke', {
    method: 'PUT',
    token: auth,
    body: { amountInCent: 500_000, useToken: false, paymentMethod: 'FIB' },
  });
  const check = async () =>
    (
      await inWorld<PayInResult>(world, `/payment/pay-in/check/${invoked.body.paymentId}`, {
        token: auth,
      })
    ).body.status;
  return { check };
}

describe('scripted outcomes', () => {
  it.each([
    ['success', 'SUCCESSFUL'],
    ['failure', 'FAILED'],
    ['timeout', 'PENDING'],
  ] as const)('keeps the next deposit pending 5 s, then %s', async (then, status) => {
    const { world, auth } = await setUp();
    await script(world, { nextDeposit: { pendingForMs: 5000, then } });
    const { check } = await deposit(world, auth);
    // A wallet deposit completes when checked; the scripted one waits for its time.
    expect(await check()).toBe('PENDING');
    await advance(world, 4999);
    expect(await check()).toBe('PENDING');
    await advance(world, 1);
    expect(await check()).toBe(status);
    expect(await scriptEvents(world)).toEqual(['armed', 'deposit pending', `deposit ${then}`]);
    // Used up: the deposit after it completes as usual.
    expect(await (await deposit(world, auth)).check()).toBe('SUCCESSFUL');
  });

  it('keeps the next payout pending, then fails it and gives the money back', async () => {
    const { world, auth } = await setUp();
    const balance = async () =>
      (await inWorld<UserBalance>(world, '/users/account-balance', { token: auth })).body.balance;
    const before = await balance();
    await script(world, { nextPayout: { pendingForMs: 60_000, then: 'failure' } });
    const paid = await inWorld<{ booking: Booking }>(world, '/users/wallet/withdraw', {
      method: 'POST',
      token: auth,
      body: { amount: 2000, method: 'FIB', fullName: 'Ahmed Hassan', walletNumber: '07701234567' },
    });
    expect(paid.body.booking.state).toBe('PENDING');
    expect(await balance()).toBe(before - 2000);
    await advance(world, 60_000);
    expect(await balance()).toBe(before);
    const bookings = await inWorld<Booking[]>(world, '/users/bookings', { token: auth });
    expect(bookings.body.find((b) => b.bookingId === paid.body.booking.bookingId)?.state).toBe(
      'FAILED',
    );
    expect(await scriptEvents(world)).toEqual(['armed', 'payout pending', 'payout failure']);
  });

  it('delays a draw past its time on the fake clock', async () => {
    const { world } = await setUp();
    const found = findWorld(world);
    if (!found) throw new Error('no world');
    const next = nextUndrawn(found);
    if (!next) throw new Error('no draw');
    const drawn = () => findDraw(found, next.drawId)?.drawn;
    const hour = 3_600_000;
    await controlIn(world, `/draws/${next.drawId}/delay`, {
      method: 'POST',
      body: { delayMs: hour },
    });
    await advance(world, next.drawTime - CLOCK_START + hour / 2);
    await inWorld(world, '/sales/game-infos');
    expect(drawn()).toBe(false);
    await advance(world, hour);
    await inWorld(world, '/sales/game-infos');
    expect(drawn()).toBe(true);
    expect(await scriptEvents(world)).toEqual(['draw delayed', 'draw released']);
  });
});
