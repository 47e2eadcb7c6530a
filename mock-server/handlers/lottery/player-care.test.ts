import { describe, expect, it } from 'vitest';
import type { GameRecall, Offers, RiskStatus } from '../../../src/lib/api/types/player-care';
import type { JournalEntry } from '../../pipeline/journal';
import { resetWorld } from '../../control/world';
import { DAY } from '../../domain/dates';
import { findByUsername } from '../../services/accounts/players';
import { changeAlertPreferences } from '../../services/alerts/preferences';
import { defaultWorld } from '../../world/current';
import { balance, call, control, PASSWORD, token, useFake } from '../../testing/fake';
import { buyOneTicket as buy } from './purchase-test-setup';

useFake();

const PHONE = '07709990021';
const INTL = `+964${PHONE.slice(1)}`;
/** 01:00 in Baghdad on Friday 20 Nov 2026: night, on the fake's clock. */
const NIGHT = Date.parse('2026-11-19T22:00:00Z');

async function newPlayer(phone = PHONE) {
  const made = await control('/players', {
    method: 'POST',
    body: { phone, password: PASSWORD, balance: 50_000, preferredLanguage: 'en' },
  });
  expect(made.status).toBe(201);
  const player = findByUsername(defaultWorld(), phone);
  if (!player) throw new Error(`no ${phone}`);
  changeAlertPreferences(defaultWorld(), player.id, { drawResults: { sms: true, inApp: true } });
  return token(phone);
}

const risk = async (auth: string) =>
  (await call<RiskStatus>('/users/responsible-play/risk', { token: auth })).body;
const offers = async (auth: string) =>
  (await call<Offers>('/users/offers', { token: auth })).body.offers;
const messagesTo = async (phone: string) =>
  (await control<{ entries: JournalEntry[] }>('/journal')).body.entries.filter(
    (e) => e.kind === 'message' && e.player === phone,
  );
const detail = (e: JournalEntry) => e.detail as { topic: string; promotional: boolean };

describe('risk signals stop every promotion (decision 0286)', () => {
  it('night play flags the player on the fake clock: told once, no offers, no draw results', async () => {
    resetWorld(defaultWorld(), { clockStart: NIGHT });
    const auth = await newPlayer();
    expect(await risk(auth)).toEqual({ atRisk: false, since: null, signals: [] });
    expect((await offers(auth)).map((o) => o.code)).toEqual([
      'BONUS3000',
      'LUCKY2000',
      'TWODIGIT1000',
      'WELCOME5000',
    ]);

    for (let i = 0; i < 3; i++) await buy(auth);
    const flagged = await risk(auth);
    expect(flagged).toMatchObject({ atRisk: true, signals: ['NIGHT_PLAY'] });
    expect(Date.parse(flagged.since ?? '')).toBe(NIGHT);
    expect(await risk(auth)).toEqual(flagged);
    expect(await offers(auth)).toEqual([]);
    await control('/draws/next', { method: 'POST', body: {} });

    const sent = await messagesTo(INTL);
    // Told once, with the tools; the one offer list shown before the flag; no draw results.
    expect(sent.filter((e) => detail(e).topic === 'care')).toHaveLength(1);
    const promotions = sent.filter((e) => detail(e).promotional);
    expect(promotions).toHaveLength(1);
    expect(Date.parse(promotions[0]!.clock)).toBeLessThan(NIGHT + 60_000);
    expect(promotions[0]!.event).toBe('offer');

    // Fifteen days later the night purchases have aged out: no longer at risk, offers again.
    await control('/clock', { method: 'POST', body: { advanceMs: 15 * DAY } });
    const again = await token(PHONE);
    expect(await risk(again)).toEqual({ atRisk: false, since: null, signals: [] });
    expect((await offers(again)).length).toBeGreaterThan(0);
  });

  it('QA flags and clears a player and reads why; the flag wins over no signal, the clearing over one', async () => {
    const auth = await newPlayer();
    const path = `/players/${PHONE}/risk`;
    const set = (flagged: boolean | null) =>
      control<RiskStatus>(path, { method: 'PUT', body: { flagged } });
    expect((await set(true)).body).toMatchObject({
      atRisk: true,
      signals: ['OPERATOR'],
      override: 'FLAGGED',
    });
    expect((await control(path)).body).toMatchObject({ atRisk: true, override: 'FLAGGED' });
    expect(await offers(auth)).toEqual([]);
    expect((await set(false)).body).toEqual({
      atRisk: false,
      since: null,
      signals: [],
      override: 'CLEARED',
    });
    expect((await offers(auth)).length).toBeGreaterThan(0);
    expect((await set(null)).body).toMatchObject({ atRisk: false, override: null });
    expect((await control(path, { method: 'PUT', body: { flagged: 'yes' } })).status).toBe(400);
    expect((await control('/players/07709999999/risk')).status).toBe(404);
  });

  it('no offer reaches a self-excluded or timed-out player, by the journal', async () => {
    const excluded = '07709990022';
    const timedOut = '07709990023';
    const auths = [await newPlayer(excluded), await newPlayer(timedOut)];
    const rp = (phone: string, body: unknown) =>
      control(`/players/${phone}/responsible-play`, { method: 'PUT', body });
    await rp(timedOut, { timeOutUntil: '2027-06-01T00:00:00Z' });
    await rp(excluded, { selfExcluded: true });
    // A self-excluded player's sessions end: the call answers 401 and shows nothing either.
    for (const auth of auths) {
      const answer = await call<Offers>('/users/offers', { token: auth });
      if (answer.status === 200) expect(answer.body.offers).toEqual([]);
      else expect(answer.status).toBe(401);
    }
    for (const phone of [excluded, timedOut])
      expect(
        (await messagesTo(`+964${phone.slice(1)}`)).filter((e) => detail(e).promotional),
      ).toEqual([]);
  });
});

describe('game recall (decision 0286)', () => {
  it('lists the last 10 plays newest first, with stake, outcome and the balance around each', async () => {
    const auth = await token();
    // Ahmed's seeded history holds 6 plays: 5 more make 11, of which the recall keeps 10.
    const first = await buy(auth);
    for (let i = 0; i < 3; i++) await buy(auth);
    const before = (await balance(auth)).balance;
    const order = await buy(auth);
    const after = (await balance(auth)).balance;
    const { plays } = (await call<GameRecall>('/users/game-recall', { token: auth })).body;
    expect(plays).toHaveLength(10);
    expect(plays[0]).toMatchObject({
      orderId: order.orderId,
      stake: 2000,
      lines: 2,
      balanceBefore: before,
      balanceAfter: after,
      outcome: 'PENDING',
      won: 0,
    });
    expect(plays.map((p) => p.orderId)).toContain(first.orderId);
    const times = plays.map((p) => Date.parse(p.playedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Ahmed's seeded history holds two wins; the drawn plays say WON or LOST.
    expect(
      plays
        .slice(1)
        .every((p) => p.outcome === 'WON' || p.outcome === 'LOST' || p.outcome === 'PENDING'),
    ).toBe(true);

    await control(`/orders/${order.orderId}/void`, { method: 'POST', body: {} });
    const voided = (await call<GameRecall>('/users/game-recall', { token: auth })).body.plays[0];
    expect(voided).toMatchObject({ orderId: order.orderId, outcome: 'CANCELLED' });
  });

  it('a player without plays has an empty recall; without a token, 401', async () => {
    const auth = await newPlayer();
    expect((await call<GameRecall>('/users/game-recall', { token: auth })).body).toEqual({
      plays: [],
    });
    expect((await call('/users/game-recall')).status).toBe(401);
  });
});
