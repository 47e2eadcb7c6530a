import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../pipeline/journal';
import { defaultWorld } from '../../world/current';
import { control, PASSWORD, useFake } from '../../testing/fake';
import { findByUsername } from '../accounts/players';
import { changeAlertPreferences } from './preferences';

useFake();

const PLAYERS = {
  selfExcluded: '07709990011',
  timedOut: '07709990012',
  closed: '07709990013',
  suspended: '07709990014',
  free: '07709990015',
};
const international = (phone: string) => `+964${phone.slice(1)}`;

/** A player who asked for every draw's results by SMS and in the app. */
async function resultsSubscriber(phone: string) {
  await control('/players', {
    method: 'POST',
    body: { phone, password: PASSWORD, balance: 5000, preferredLanguage: 'en' },
  });
  const player = findByUsername(defaultWorld(), phone);
  if (!player) throw new Error(`no ${phone}`);
  changeAlertPreferences(defaultWorld(), player.id, { drawResults: { sms: true, inApp: true } });
  return player;
}

/**
 * The verification over the journal: every promotional message the fake sent (kind 'message',
 * promotional) to one of `protectedPhones`. It must find none.
 */
const promotionalTo = (entries: JournalEntry[], phones: string[]) =>
  entries.filter(
    (e) =>
      e.kind === 'message' &&
      phones.includes(e.player ?? '') &&
      (e.detail as { promotional?: boolean } | undefined)?.promotional === true,
  );

describe('no promotional message reaches a protected player (issue 39)', () => {
  it('self-excluded, timed out, closed and suspended players get no draw results; others do', async () => {
    const players = Object.fromEntries(
      await Promise.all(
        Object.entries(PLAYERS).map(async ([k, phone]) => [k, await resultsSubscriber(phone)]),
      ),
    ) as Record<keyof typeof PLAYERS, Awaited<ReturnType<typeof resultsSubscriber>>>;
    const rp = (phone: string, body: unknown) =>
      control(`/players/${phone}/responsible-play`, { method: 'PUT', body });
    expect((await rp(PLAYERS.selfExcluded, { selfExcluded: true })).status).toBe(200);
    expect((await rp(PLAYERS.timedOut, { timeOutUntil: '2027-06-01T00:00:00Z' })).status).toBe(200);
    const db = defaultWorld().db.player;
    db.update({ where: { id: { equals: players.closed.id } }, data: { state: 'CLOSED' } });
    db.update({ where: { id: { equals: players.suspended.id } }, data: { state: 'SUSPENDED' } });

    for (let i = 0; i < 2; i++)
      expect((await control('/draws/next', { method: 'POST', body: {} })).status).toBe(200);

    const { body } = await control<{ entries: JournalEntry[] }>('/journal');
    const protectedPhones = [
      PLAYERS.selfExcluded,
      PLAYERS.timedOut,
      PLAYERS.closed,
      PLAYERS.suspended,
    ].map(international);
    expect(promotionalTo(body.entries, protectedPhones)).toEqual([]);
    // The verification sees promotional messages where they may go: it can fail.
    expect(promotionalTo(body.entries, [international(PLAYERS.free)]).length).toBeGreaterThan(0);
    // And the inbox agrees: no alert SMS to a protected number.
    for (const phone of protectedPhones) {
      const inbox = await control<{ messages: { kind: string }[] }>('/inbox', { query: { phone } });
      expect(
        inbox.body.messages.filter((m) => m.kind === 'alert'),
        phone,
      ).toEqual([]);
    }
  });
});
