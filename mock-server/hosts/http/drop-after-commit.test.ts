import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../fixtures/demo-players';
import { freePort } from './free-port';
import { startHttpFake, type RunningHttpFake } from './server';

/** dropAfterCommit on the standalone host: the deposit is booked, then the socket is destroyed. */

let fake: RunningHttpFake;

beforeAll(async () => {
  fake = await startHttpFake({ port: await freePort(), logger: false });
});

afterAll(() => fake.close());

const json = { 'Content-Type': 'application/json' };

describe('the node host drops the answer after the call committed', () => {
  it('books the deposit once and answers the keyed retry with the same payment', async () => {
    const login = await fetch(
      `${fake.url}/lottery/users/login?username=07701234567&password=${DEMO_PASSWORD}`,
      { method: 'POST' },
    );
    const { securityToken } = (await login.json()) as { securityToken: string };
    await fetch(`${fake.url}/__control/faults`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        rules: [{ path: '/payment/pay-in/invoke', kind: 'dropAfterCommit', onNth: 1 }],
      }),
    });
    const invoke = () =>
      fetch(`${fake.url}/lottery/payment/pay-in/invoke`, {
        method: 'PUT',
        headers: { ...json, Authorization: `Bearer ${securityToken}`, 'Idempotency-Key': 'k-9' },
        body: JSON.stringify({ amountInCent: 500_000, useToken: false, paymentMethod: 'FIB' }),
      });
    await expect(invoke()).rejects.toThrow();
    const retry = await invoke();
    expect(retry.status).toBe(200);
    const verify = await fetch(`${fake.url}/__control/verify`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        method: 'PUT',
        path: '/payment/pay-in/invoke',
        player: '07701234567',
        times: { exactly: 2 },
      }),
    });
    expect(verify.status).toBe(200);
    const journal = (await (
      await fetch(`${fake.url}/__control/journal?path=/pay-in/invoke`)
    ).json()) as { entries: { status: number; responseBody: { paymentId: string } }[] };
    const [first, second] = journal.entries;
    expect(first?.status).toBe(200);
    expect(second?.responseBody.paymentId).toBe(first?.responseBody.paymentId);
  });
});
