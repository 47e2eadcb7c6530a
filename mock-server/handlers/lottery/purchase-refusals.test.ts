import { describe, expect, it } from 'vitest';
import { TERMS_MESSAGE } from '../../domain/purchase';
import { balance, call, control, token, useFake } from '../../testing/fake';
import { fill, purchase } from './purchase-test-setup';

useFake();

describe('purchase refusals', () => {
  it('refuses without a login (401)', async () => {
    expect((await call('/orders/cart/purchase', { method: 'POST' })).status).toBe(401);
  });

  it('refuses without the latest terms (403) and changes nothing', async () => {
    const auth = await token('07701234571');
    await fill(auth);
    const result = await purchase(auth);
    expect(result).toMatchObject({
      status: 403,
      body: { status: 'TERMS_NOT_ACCEPTED', message: TERMS_MESSAGE },
    });
    expect(await balance(auth)).toMatchObject({ balance: 50000 });
    expect((await call('/orders/cart', { token: auth })).status).toBe(200);
  });

  it('refuses above the spending limit (422)', async () => {
    const auth = await token();
    await fill(auth);
    await control('/scenario', { method: 'PUT', body: { spendingLimitIqd: 4000 } });
    expect((await purchase(auth)).body).toMatchObject({ status: 'SPENDING_LIMIT_EXCEEDED' });
    expect((await purchase(auth)).status).toBe(422);
  });

  it('refuses when every number is sold out (409)', async () => {
    const auth = await token();
    await fill(auth);
    await control('/scenario', { method: 'PUT', body: { soldOut: 'all' } });
    expect(await purchase(auth)).toMatchObject({
      status: 409,
      body: { status: 'NUMBERS_SOLD_OUT' },
    });
    expect(await balance(auth)).toMatchObject({ balance: 50000 });
  });

  it('refuses a short balance with the missing amount (402)', async () => {
    const auth = await token('07701234570');
    await fill(auth);
    expect(await purchase(auth)).toMatchObject({
      status: 402,
      body: { status: 'INSUFFICIENT_BALANCE', details: { missingAmount: 5000 } },
    });
  });
});
