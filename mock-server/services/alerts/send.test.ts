import { describe, expect, it } from 'vitest';
import { defaultWorld } from '../../world/current';
import { readInbox } from '../inbox';
import { findByUsername, updatePlayer } from '../accounts/players';
import { AHMED, useFake } from '../../testing/fake';
import { changeAlertPreferences, alertInboxOf } from './preferences';
import { sendAlert } from './send';
import { sendDrawAlerts } from './draw-alerts';
import { ANTI_FRAUD } from './texts';

useFake();
const world = defaultWorld();
const ahmed = () => {
  const player = findByUsername(world, AHMED);
  if (!player) throw new Error('no seeded player');
  return player;
};
const alertsSent = () => readInbox(world, { phone: AHMED }).filter((m) => m.kind === 'alert');

describe('sendAlert (alert preferences per topic and channel)', () => {
  it('sends nothing while every switch is off (alerts are opt-in)', () => {
    expect(sendAlert(world, ahmed().id, { kind: 'drawResults', drawId: 7 })).toEqual([]);
    expect(alertsSent()).toEqual([]);
    expect(alertInboxOf(world, ahmed().id).alerts).toEqual([]);
  });

  it('honours each channel of the topic: SMS only, then in the app only', () => {
    const id = ahmed().id;
    changeAlertPreferences(world, id, { wins: { sms: true } });
    expect(sendAlert(world, id, { kind: 'win', drawId: 7, amount: 50_000 })).toEqual(['sms']);
    expect(alertsSent()).toHaveLength(1);
    expect(alertInboxOf(world, id).unread).toBe(0);
    // Another topic's switch does not send this topic.
    expect(sendAlert(world, id, { kind: 'drawResults', drawId: 7 })).toEqual([]);
    changeAlertPreferences(world, id, { wins: { sms: false, inApp: true } });
    sendAlert(world, id, { kind: 'win', drawId: 8, amount: 5_000 });
    expect(alertsSent()).toHaveLength(1);
    expect(alertInboxOf(world, id)).toMatchObject({
      unread: 1,
      alerts: [{ topic: 'wins', drawId: 8, amount: 5_000, read: false }],
    });
  });

  it('writes in the player’s language, the anti-fraud sentence in every message, no link', () => {
    const id = ahmed().id;
    changeAlertPreferences(world, id, { wins: { sms: true }, limitsAndBreaks: { sms: true } });
    for (const language of ['en', 'ar', 'ku'] as const) {
      updatePlayer(world, id, { preferredLanguage: language });
      sendAlert(world, id, { kind: 'win', drawId: 9, amount: 1_250_000 });
      sendAlert(world, id, { kind: 'timeOut', until: '2026-11-21 12:00' });
    }
    const texts = alertsSent().map((m) => m.text ?? '');
    expect(texts).toHaveLength(6);
    expect(texts[0]).toBe(
      `You won 1,250,000 IQD in draw 9. It is in your wallet. ${ANTI_FRAUD.en}`,
    );
    expect(texts[2]).toContain(ANTI_FRAUD.ar);
    expect(texts[2]).toContain('ربحت');
    expect(texts[4]).toContain(ANTI_FRAUD.ku);
    for (const text of texts) {
      expect(text).not.toMatch(/https?:|www\.|\/\/|login|password|pin=/i);
    }
    expect(ANTI_FRAUD.en).toBe(
      'We never ask for your card PIN or a code by phone or SMS. Open the app to see your results.',
    );
  });
});

describe('subscription alerts (the subscriptions service sends them through sendAlert)', () => {
  it('says a skipped renewal with its reason in the player’s language', () => {
    const id = ahmed().id;
    changeAlertPreferences(world, id, { subscriptions: { sms: true } });
    const skipped = {
      kind: 'subscription',
      event: 'skipped',
      reason: 'SPENDING_LIMIT',
      drawId: 117,
      subscriptionId: 501,
    } as const;
    updatePlayer(world, id, { preferredLanguage: 'en' });
    expect(sendAlert(world, id, skipped, 'sub:1:draw:9')).toEqual(['sms']);
    expect(sendAlert(world, id, skipped, 'sub:1:draw:9')).toEqual([]);
    updatePlayer(world, id, { preferredLanguage: 'ku' });
    sendAlert(world, id, skipped, 'sub:1:draw:10');
    const [en, ku] = alertsSent().map((m) => m.text ?? '');
    expect(en).toBe(
      `Your subscription did not buy a ticket for draw 117: it would pass your spending limit. ${ANTI_FRAUD.en}`,
    );
    expect(ku).toContain('سنووری خەرجکردنەکەت');
    expect(ku).toContain('تیروپشکی 117');
    expect(ku).toContain(ANTI_FRAUD.ku);
  });

  it('keeps in the app what happened: the draw, the amount or the reason, the subscription', () => {
    const id = ahmed().id;
    changeAlertPreferences(world, id, { subscriptions: { inApp: true } });
    const renewed = {
      kind: 'subscription',
      event: 'renewed',
      drawId: 118,
      charged: 2000,
      subscriptionId: 501,
    } as const;
    sendAlert(world, id, renewed);
    sendAlert(world, id, { ...renewed, event: 'skipped', charged: undefined, reason: 'TIME_OUT' });
    const [skipped, bought] = alertInboxOf(world, id).alerts;
    expect(bought).toMatchObject({
      topic: 'subscriptions',
      drawId: 118,
      amount: 2000,
      subscription: { subscriptionId: 501, event: 'renewed', reason: null },
    });
    expect(skipped).toMatchObject({
      drawId: 118,
      amount: null,
      subscription: { subscriptionId: 501, event: 'skipped', reason: 'TIME_OUT' },
    });
  });
});

describe('sendDrawAlerts (after each draw)', () => {
  it('sends a draw’s results once, even when the job runs twice', () => {
    const id = ahmed().id;
    changeAlertPreferences(world, id, { drawResults: { sms: true, inApp: true } });
    sendDrawAlerts(world, 42);
    sendDrawAlerts(world, 42);
    expect(alertsSent()).toHaveLength(1);
    expect(alertInboxOf(world, id).alerts).toHaveLength(1);
    sendDrawAlerts(world, 43);
    expect(alertsSent()).toHaveLength(2);
  });
});
