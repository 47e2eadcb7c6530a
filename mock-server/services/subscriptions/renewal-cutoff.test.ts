import { describe, expect, it } from 'vitest';
import type { Subscription, SubscriptionRenewal } from '../../../src/lib/api/types';
import { defaultWorld } from '../../world/current';
import { allDraws } from '../draws';
import { balance, call, control, PASSWORD, token, useFake } from '../../testing/fake';
import { runRenewals } from './renew';

useFake();

const DAY = 24 * 3_600_000;
const PHONE = '07709990002';

describe('the sales cutoff at renewal (decision 0280)', () => {
  it('buys nothing once sales for the draw have closed: skipped as SALES_CLOSED, the player told', async () => {
    await control('/players', {
      method: 'POST',
      body: { phone: PHONE, password: PASSWORD, balance: 10_000, preferredLanguage: 'en' },
    });
    let auth = await token(PHONE);
    const sub = (
      await call<Subscription>('/users/subscriptions', {
        method: 'POST',
        token: auth,
        body: { tips: [[1, 2, 3, 4, 5, 6]], weekdays: null, drawCount: null, minJackpot: null },
      })
    ).body;
    // The clock starts on a Friday: Monday's draw is the cart's, Thursday's renews (bought).
    await control('/clock', { method: 'POST', body: { advanceMs: 4 * DAY } });
    auth = await token(PHONE);
    const url = `/users/subscriptions/${String(sub.subscriptionId)}/renewals`;
    const decided = (await call<SubscriptionRenewal[]>(url, { token: auth })).body;
    expect(decided).toMatchObject([{ status: 'BOUGHT' }]);
    const world = defaultWorld();
    const later = allDraws(world).find(
      (d) => !d.drawn && !decided.some((r) => r.drawId === d.drawId),
    );
    if (!later) throw new Error('no later draw');
    // Decided at the cutoff moment itself: sales are closed, nothing is charged.
    const [closed] = runRenewals(world, later, later.stopSellTime);
    expect(closed).toMatchObject({ status: 'SKIPPED', reason: 'SALES_CLOSED', charged: 0 });
    expect((await balance(auth)).balance).toBe(9000);
    const inbox = await control<{ messages: { text?: string }[] }>('/inbox', {
      query: { phone: PHONE },
    });
    expect(inbox.body.messages.at(-1)?.text).toMatch(/did not buy.*sales had closed/);
  });
});
