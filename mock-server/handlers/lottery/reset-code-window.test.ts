import { describe, expect, it } from 'vitest';
import type { InboxMessage } from '../../services/inbox';
import { AHMED, call, control, useFake } from '../../testing/fake';

useFake();

const NEW_PASSWORD = 'Newpass456!';
const MINUTE = 60_000;
const forgot = () =>
  call('/users/password/reset/forgot', { method: 'POST', query: { username: AHMED } });
const codes = async () => {
  const { body } = await control<{ messages: InboxMessage[] }>('/inbox', {
    query: { phone: AHMED },
  });
  return body.messages.filter((m) => m.kind === 'security-code').map((m) => m.code ?? '');
};
const reset = (securityCode: string) =>
  call('/users/password/reset/change', {
    method: 'POST',
    query: {
      username: AHMED,
      securityCode,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    },
  });
const advance = (ms: number) => control('/clock', { method: 'POST', body: { advanceMs: ms } });
const wrongFor = (right: string) => (right === '000000' ? '111111' : '000000');

describe('reset codes are guarded per number, across new codes (issue 39)', () => {
  it('the attack run: forgot + 4 wrong codes, 100 times, gets at most 10 guesses a day', async () => {
    let guessed = 0;
    for (let round = 0; round < 100; round++) {
      await forgot();
      const right = (await codes()).at(-1) ?? '';
      for (let i = 0; i < 4; i++) if ((await reset(wrongFor(right))).status === 400) guessed++;
      await advance(MINUTE + 1000); // past the resend cooldown
    }
    expect(guessed).toBeLessThanOrEqual(10);
    // Locked until the window ends: the right code does not work either.
    expect((await reset((await codes()).at(-1) ?? '')).status).toBe(429);
    // The victim got at most five codes an hour (the rounds took about 100 minutes).
    expect((await codes()).length).toBeLessThanOrEqual(10);
  });

  it('forgot within the resend cooldown sends no second code; the first stays valid', async () => {
    await forgot();
    await forgot();
    await forgot();
    expect(await codes()).toHaveLength(1);
    expect((await reset((await codes())[0] ?? '')).status).toBeLessThan(300);
  });

  it('sends at most five codes to one number per hour, then again after the hour', async () => {
    for (let i = 0; i < 12; i++) {
      await forgot();
      await advance(MINUTE + 1000);
    }
    expect(await codes()).toHaveLength(5);
    await advance(60 * MINUTE);
    await forgot();
    expect(await codes()).toHaveLength(6);
  });

  it('counts wrong codes across new codes, and a new day starts a new window', async () => {
    await forgot();
    const first = (await codes()).at(-1) ?? '';
    for (let i = 0; i < 3; i++) expect((await reset(wrongFor(first))).status).toBe(400);
    await advance(MINUTE + 1000);
    await forgot();
    const second = (await codes()).at(-1) ?? '';
    expect((await reset(wrongFor(second))).status).toBe(400);
    // The fifth wrong code in the window (the second code's second) locks, whatever the new code.
    expect((await reset(wrongFor(second))).status).toBe(400);
    expect((await reset(second)).status).toBe(429);
    await advance(24 * 60 * MINUTE);
    await forgot();
    expect((await reset((await codes()).at(-1) ?? '')).status).toBeLessThan(300);
  });
});
