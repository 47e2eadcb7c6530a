import { freePort } from './free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpFake, type RunningHttpFake } from './server';
import { DEMO_PASSWORD } from '../../../fixtures/demo-players';

let fake: RunningHttpFake;
let token = '';

beforeAll(async () => {
  fake = await startHttpFake({ port: await freePort(), logger: false });
  const login = await fetch(
    `${fake.url}/lottery/users/login?username=07701234567&password=${encodeURIComponent(DEMO_PASSWORD)}`,
    { method: 'POST' },
  );
  token = ((await login.json()) as { securityToken: string }).securityToken;
});

afterAll(() => fake.close());

const withdraw = (body: BodyInit, extra: RequestInit = {}) =>
  fetch(`${fake.url}/lottery/users/wallet/withdraw`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body,
    ...extra,
  });

describe('the standalone host limits bodies to 64 KiB', () => {
  it('refuses a 3 MB payout name with 413 and keeps answering', async () => {
    const accounts = () =>
      fetch(`${fake.url}/lottery/users/payment-accounts`, {
        headers: { Authorization: `Bearer ${token}` },
      }).then((r) => r.json() as Promise<unknown[]>);
    const before = await accounts();
    const body = JSON.stringify({
      amount: 10_000,
      method: 'FIB',
      fullName: 'A'.repeat(3_000_000),
      walletNumber: '07701112233',
    });
    const answer = await withdraw(body);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ status: 'PAYLOAD_TOO_LARGE' });
    expect(await accounts()).toEqual(before);
  });

  it('stops reading a chunked upload with no length once it passes the limit', async () => {
    const chunk = new TextEncoder().encode('A'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 256)
          controller.close(); // 4 MB at most
        else controller.enqueue(chunk);
      },
    });
    // `duplex` is a Node fetch option the DOM types do not list.
    const answer = await withdraw(stream as unknown as BodyInit, { duplex: 'half' } as RequestInit);
    expect(answer.status).toBe(413);
    expect((await fetch(`${fake.url}/lottery/sales/game-infos`)).status).toBe(200);
  });

  it('still takes a body just under the limit', async () => {
    const answer = await withdraw(JSON.stringify({ pad: 'x'.repeat(60_000), amount: 1 }));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ status: 'INVALID_AMOUNT' });
  });
});
