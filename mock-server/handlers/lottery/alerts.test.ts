import { describe, expect, it } from 'vitest';
import type { AlertInbox, AlertPreferences } from '../../../src/lib/api/types';
import { ANTI_FRAUD } from '../../services/alerts';
import { AHMED, call, control, ticket, token, useFake } from '../../testing/fake';

useFake();

const GRID = [3, 8, 12, 17, 21, 29];
const prefs = (auth: string, body?: unknown) =>
  call<AlertPreferences>('/users/alert-preferences', {
    method: body === undefined ? 'GET' : 'PUT',
    token: auth,
    ...(body === undefined ? {} : { body }),
  });
const alertSms = async () =>
  (
    await control<{ messages: { kind: string; text?: string }[] }>('/inbox', {
      query: { phone: AHMED },
    })
  ).body.messages.filter((m) => m.kind === 'alert');

describe('alert preferences (extension)', () => {
  it('starts with every switch off and changes only the switches sent', async () => {
    const auth = await token();
    expect((await prefs(auth)).body.wins).toEqual({ inApp: false, sms: false });
    const changed = await prefs(auth, { wins: { sms: true } });
    expect(changed.status).toBe(200);
    expect(changed.body.wins).toEqual({ inApp: false, sms: true });
    expect(changed.body.drawResults).toEqual({ inApp: false, sms: false });
    expect((await prefs(auth)).body.wins.sms).toBe(true);
  });

  it('refuses unknown topics, unknown channels and non-booleans with 400', async () => {
    const auth = await token();
    expect((await prefs(auth, { jackpots: { sms: true } })).status).toBe(400);
    expect((await prefs(auth, { wins: { push: true } })).status).toBe(400);
    expect((await prefs(auth, { wins: { sms: 'yes' } })).status).toBe(400);
    expect((await prefs(auth)).body.wins).toEqual({ inApp: false, sms: false });
  });

  it('needs a session', async () => {
    expect((await call('/users/alert-preferences')).status).toBe(401);
  });
});

describe('win alerts after a draw', () => {
  it('texts the booked win with the anti-fraud sentence and lists it in the app once', async () => {
    const auth = await token();
    await prefs(auth, { wins: { sms: true, inApp: true } });
    const bought = ticket(1, 1);
    bought.tips = [GRID];
    await call('/orders/cart/ticket', { method: 'POST', token: auth, body: bought });
    await call('/orders/cart/purchase', { method: 'POST', token: auth });
    await control('/draws/next', {
      method: 'POST',
      body: { winningNumbers: [3, 8, 12, 17, 1, 2] },
    });

    const sms = await alertSms();
    expect(sms).toHaveLength(1);
    // Ahmed reads Arabic: the booked amount, then the anti-fraud sentence in his language.
    expect(sms[0]?.text).toContain('50,000');
    expect(sms[0]?.text).toContain(ANTI_FRAUD.ar);
    // The draw moved the clock past the token's life: a new session.
    const again = await token();
    const inbox = await call<AlertInbox>('/users/alerts', { token: again });
    expect(inbox.body).toMatchObject({
      unread: 1,
      alerts: [{ topic: 'wins', drawId: bought.drawIds[0], amount: 50_000, read: false }],
    });
    const read = await call<AlertInbox>('/users/alerts/read', { method: 'POST', token: again });
    expect(read.body.unread).toBe(0);
    // The next draw is lost: no win alert, and the first is not sent again.
    await control('/draws/next', { method: 'POST', body: { winningNumbers: [1, 2, 4, 5, 6, 7] } });
    expect(await alertSms()).toHaveLength(1);
  });
});

describe('limit and break alerts', () => {
  it('texts a time-out taken, only to a player who asked for them', async () => {
    const auth = await token();
    const timeOut = () =>
      call('/users/time-out', { method: 'POST', token: auth, body: { length: 'DAY' } });
    await prefs(auth, { limitsAndBreaks: { sms: true } });
    expect((await timeOut()).status).toBe(200);
    const sms = await alertSms();
    expect(sms).toHaveLength(1);
    expect(sms[0]?.text).toContain('بدأت استراحتك');
    expect(sms[0]?.text).toContain(ANTI_FRAUD.ar);
  });
});
