/**
 * Load benchmark of the standalone fake: starts it on a free port on 127.0.0.1, runs autocannon
 * against login, balance, add-to-cart and purchase for DURATION seconds each, prints requests per
 * second and p99 latency, then stops the server. `npm run bench` (BENCH_SECONDS to change 5 s).
 */
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import { createPlayer, openDraws } from '../control/world';
import { startHttpFake } from '../hosts/http/server';

process.env.TOKEN_TTL_SECONDS ??= '3600';
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const PASSWORD = 'Lottery123!';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const fake = await startHttpFake({ port: await freePort(), logger: false });
const base = `${fake.url}/lottery`;

// One rich player per connection, so carts stay small and purchases never run out of money.
const phones = Array.from(
  { length: CONNECTIONS },
  (_, i) => `0779000${String(i).padStart(4, '0')}`,
);
const tokens: string[] = [];
for (const phone of phones) {
  createPlayer({ phone, password: PASSWORD, state: 'verified', balance: 1_000_000_000 });
  const response = await fetch(
    `${base}/users/login?username=${phone}&password=${encodeURIComponent(PASSWORD)}`,
    {
      method: 'POST',
    },
  );
  tokens.push(((await response.json()) as { securityToken: string }).securityToken);
}
const ticket = JSON.stringify({
  ticketTypeName: '6of29',
  drawIds: [openDraws()[0]?.drawId],
  tips: [[3, 7, 11, 19, 23, 28]],
});

let next = 0;
/** Gives each autocannon connection its own player's token. */
const withToken = (request: autocannon.Request, context: object): autocannon.Request => {
  const ctx = context as { token?: string };
  ctx.token ??= tokens[next++ % tokens.length];
  return { ...request, headers: { ...request.headers, authorization: `Bearer ${ctx.token}` } };
};
const json = { 'content-type': 'application/json' };

interface Row {
  name: string;
  rps: number;
  p99: number;
  codes: string;
}

async function run(name: string, requests: autocannon.Request[]): Promise<Row> {
  const seen = new Map<string, number>();
  const count = (status: number, body: string) => {
    const code = status < 300 ? '' : ` ${/"status":"(\w+)"/.exec(body)?.[1] ?? ''}`;
    seen.set(`${status}${code}`, (seen.get(`${status}${code}`) ?? 0) + 1);
  };
  const counted = requests.map((request) => ({ ...request, onResponse: count }));
  const result = await autocannon({
    url: fake.url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: counted,
  });
  const codes = [...seen].map(([code, n]) => `${code}: ${n}`).join(', ');
  return { name, rps: Math.round(result.requests.average), p99: result.latency.p99, codes };
}

const rows = [
  await run('login', [
    {
      method: 'POST',
      path: `/lottery/users/login?username=${phones[0]}&password=${encodeURIComponent(PASSWORD)}`,
    },
  ]),
  await run('balance', [
    { method: 'GET', path: '/lottery/users/account-balance', setupRequest: withToken },
  ]),
  await run('add to cart', [
    {
      method: 'POST',
      path: '/lottery/orders/cart/ticket',
      headers: json,
      body: ticket,
      setupRequest: withToken,
    },
  ]),
  // A purchase needs a filled cart: each connection alternates add-to-cart and purchase.
  await run('add + purchase (pairs)', [
    {
      method: 'POST',
      path: '/lottery/orders/cart/ticket',
      headers: json,
      body: ticket,
      setupRequest: withToken,
    },
    { method: 'POST', path: '/lottery/orders/cart/purchase', setupRequest: withToken },
  ]),
];

console.log(
  `\nFake backend load benchmark: ${CONNECTIONS} connections, ${DURATION} s per endpoint, ${fake.url}\n`,
);
console.log('| endpoint | requests/s | p99 latency (ms) | status codes |');
console.log('|---|---:|---:|---|');
for (const row of rows) console.log(`| ${row.name} | ${row.rps} | ${row.p99} | ${row.codes} |`);
await fake.close();
process.exit(0);
