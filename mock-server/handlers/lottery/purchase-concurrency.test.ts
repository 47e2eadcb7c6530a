import { describe, expect, it } from 'vitest';
import { AHMED, balance, control, PASSWORD, ticket, token, useFake } from '../../testing/fake';
import { defaultWorld } from '../../world/current';
import { fill, purchase } from './purchase-test-setup';

useFake();

describe('concurrency', () => {
  it('never overdraws when 20 add-and-buy flows of one player interleave', async () => {
    await control('/players', {
      method: 'POST',
      body: {
        phone: '07705550000',
        password: PASSWORD,
        state: 'verified',
        balance: 7000,
        withdrawable: 4000,
      },
    });
    const auth = await token('07705550000');
    const flows = await Promise.all(
      Array.from({ length: 20 }, async () => {
        await fill(auth, [ticket(1)]);
        return purchase(auth);
      }),
    );
    const bought = flows.filter((r) => r.status === 200).map((r) => r.body);
    const charged = bought.reduce((sum, r) => sum + r.amountCharged, 0);
    const after = await balance(auth);
    expect(after.balance).toBeGreaterThanOrEqual(0);
    expect(after.balancePayable).toBeGreaterThanOrEqual(0);
    expect(charged).toBe(7000 - after.balance);
    const player = defaultWorld().db.player.findFirst({
      where: { username: { equals: '07705550000' } },
      strict: true,
    });
    const tickets = defaultWorld().db.ticket.findMany({
      where: { playerId: { equals: player.id } },
    });
    expect(tickets.reduce((sum, t) => sum + t.cost, 0)).toBe(charged);
    expect(flows.every((r) => [200, 400, 402].includes(r.status))).toBe(true);
  });

  it('20 parallel purchases from 20 players each debit once; a too-small balance is refused', async () => {
    const phones = Array.from({ length: 20 }, (_, i) => `0770600${String(i).padStart(4, '0')}`);
    const tokens: string[] = [];
    for (const [i, phone] of phones.entries()) {
      await control('/players', {
        method: 'POST',
        body: { phone, password: PASSWORD, balance: i < 10 ? 3000 : 2000 },
      });
      const auth = await token(phone);
      await fill(auth, [ticket(3)]);
      tokens.push(auth);
    }
    const statuses = (await Promise.all(tokens.map((auth) => purchase(auth)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(10);
    for (const auth of tokens) expect((await balance(auth)).balance).toBeGreaterThanOrEqual(0);
  });

  it('the same cart bought 20 times at once is charged once', async () => {
    const auth = await token(AHMED);
    await fill(auth, [ticket(1)]);
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => purchase(auth)))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    expect(await balance(auth)).toMatchObject({ balance: 49000 });
  });
});
