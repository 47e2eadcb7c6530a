import { describe, expect, it } from 'vitest';
import { AHMED, call, control, LOTTERY, ORIGIN, token, useFake } from '../../testing/fake';
import { DEMO_PASSWORD } from '../../../fixtures/demo-players';

useFake();

/** A raw body, so `null` and broken JSON go out exactly as an attacker would send them. */
async function send(method: string, url: string, raw: string, auth?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (auth) headers.Authorization = `Bearer ${auth}`;
  const response = await fetch(url, { method, headers, body: raw });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const BODY_ROUTES = [
  ['PUT', `${LOTTERY}/users/registration`],
  ['PUT', `${LOTTERY}/users`],
  ['PUT', `${LOTTERY}/users/communication-preferences`],
  ['PUT', `${LOTTERY}/users/language`],
  ['POST', `${LOTTERY}/users/wallet/withdraw`],
  ['POST', `${LOTTERY}/orders/cart/ticket`],
  ['POST', `${LOTTERY}/orders/cart/tickets`],
  ['PUT', `${LOTTERY}/orders/cart/voucher`],
  ['POST', `${LOTTERY}/games/tickets/list`],
  ['PUT', `${LOTTERY}/payment/pay-in/invoke`],
  ['POST', `${LOTTERY}/payment/pay-in/result`],
  ['POST', `${ORIGIN}/__control/reset`],
  ['PUT', `${ORIGIN}/__control/scenario`],
  ['POST', `${ORIGIN}/__control/players`],
  ['POST', `${ORIGIN}/__control/draws/next`],
  ['POST', `${ORIGIN}/__control/clock`],
  ['POST', `${ORIGIN}/__control/state`],
] as const;

describe("the attack run's 500s answer 4xx now", () => {
  it.each(BODY_ROUTES)('%s %s refuses a JSON null body with 400', async (method, url) => {
    const answer = await send(method, url, 'null', await token());
    expect(answer).toMatchObject({
      status: 400,
      body: { status: 'VALIDATION_FAILED', errors: [{ field: 'body', code: 'INVALID_TYPE' }] },
    });
  });

  it('refuses a voucherCode that is not a string, naming the field', async () => {
    const auth = await token();
    for (const voucherCode of [5, null, ['A'], { code: 'A' }]) {
      const answer = await call('/orders/cart/voucher', {
        method: 'PUT',
        token: auth,
        body: { voucherCode },
      });
      expect(answer).toMatchObject({
        status: 400,
        body: { status: 'VALIDATION_FAILED', errors: [{ field: 'voucherCode' }] },
      });
    }
  });

  it('refuses [null] and other non-filters in the tickets list', async () => {
    const auth = await token();
    for (const body of [[null], [1], ['OPEN'], [{ filterKey: 'ticketState', filterValue: 7 }]]) {
      const answer = await call('/games/tickets/list', { method: 'POST', token: auth, body });
      expect(answer.status).toBe(400);
    }
  });

  it('refuses a 3 MB payout name with 413 and stores nothing', async () => {
    await control('/players', {
      method: 'POST',
      body: { phone: '07709990001', password: DEMO_PASSWORD, state: 'verified', balance: 90_000 },
    });
    const auth = await token('07709990001');
    const answer = await call('/users/wallet/withdraw', {
      method: 'POST',
      token: auth,
      body: {
        amount: 10_000,
        method: 'FIB',
        fullName: 'A'.repeat(3_000_000),
        walletNumber: '07701112233',
      },
    });
    expect(answer).toMatchObject({ status: 413, body: { status: 'PAYLOAD_TOO_LARGE' } });
    expect((await call('/users/payment-accounts', { token: auth })).body).toEqual([]);
  });

  it('limits string lengths under the body limit (a 5,000-character name is 400)', async () => {
    const auth = await token(AHMED);
    const answer = await call('/users/wallet/withdraw', {
      method: 'POST',
      token: auth,
      body: {
        amount: 10_000,
        method: 'FIB',
        fullName: 'A'.repeat(5_000),
        walletNumber: '07701112233',
      },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { status: 'VALIDATION_FAILED', errors: [{ field: 'fullName', code: 'TOO_LONG' }] },
    });
  });
});
