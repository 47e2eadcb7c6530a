import { DEMO_PASSWORD } from '../../fixtures/demo-players';
/**
 * `npm run bench:memory`: the attack that once exhausted the fake, bounded in time and
 * count. The standalone fake runs under its documented ceiling (`--max-old-space-size`, README
 * "Memory"); in each of MEMORY_WORLDS worlds (64, the cap) a player sends MEMORY_REQUESTS keyed
 * withdrawals (300) with a body of about 60 KiB, each under a new Idempotency-Key, which also fills
 * the world's journal. Exits 1 when the fake dies or its resident memory passes the ceiling; prints
 * the memory after each batch of worlds.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../mock-server/hosts/http/free-port';
import { serve } from './processes';

/** The documented ceiling: V8's heap limit, and the resident size the whole process stays under. */
export const HEAP_CEILING_MIB = 256;
export const RSS_CEILING_MIB = 512;

const WORLDS = Number(process.env.MEMORY_WORLDS ?? 64);
const REQUESTS = Number(process.env.MEMORY_REQUESTS ?? 300);
const CONCURRENCY = 8;
const NOTE = 'x'.repeat(60 * 1024);

const rssMib = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
};

const fake = await serve(
  fileURLToPath(new URL('../../mock-server/hosts/http/main.ts', import.meta.url)),
  await freePort(),
  { LOG_REQUESTS: '0', TOKEN_TTL_SECONDS: '3600', HOST: '127.0.0.1' },
  [`--max-old-space-size=${HEAP_CEILING_MIB}`],
);

async function attack(world: string): Promise<number[]> {
  const base = `${fake.url}/w/${world}/lottery`;
  const login = await fetch(
    `${base}/users/login?username=07701234567&password=${encodeURIComponent(DEMO_PASSWORD)}`,
    {
      method: 'POST',
    },
  );
  const { securityToken } = (await login.json()) as { securityToken: string };
  const body = JSON.stringify({
    amount: 1500,
    method: 'FIB',
    fullName: 'Ahmed Hassan',
    walletNumber: '07701234567',
    note: NOTE,
  });
  const statuses: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const answer = await fetch(`${base}/users/wallet/withdraw`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${securityToken}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': `${world}-${i}`,
      },
      body,
    });
    statuses.push(answer.status);
    await answer.arrayBuffer();
  }
  return statuses;
}

let failed = false;
let peak = 0;
const counts = new Map<number, number>();
const started = Date.now();
try {
  for (let first = 0; first < WORLDS; first += CONCURRENCY) {
    const batch = Array.from({ length: Math.min(CONCURRENCY, WORLDS - first) }, (_, i) => {
      const id = `mem-${first + i}`;
      return fetch(`${fake.url}/__control/worlds`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id }),
      }).then(() => attack(id));
    });
    for (const statuses of await Promise.all(batch))
      for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
    const rss = rssMib(fake.pid);
    peak = Math.max(peak, rss);
    console.log(`${first + batch.length} worlds: resident ${rss} MiB`);
  }
} catch (error) {
  console.error(error);
  failed = true;
}
const alive = fake.alive();
console.log(
  `\n${WORLDS} worlds x ${REQUESTS} keyed withdrawals of ~60 KiB in ${Math.round((Date.now() - started) / 1000)} s; answers ${JSON.stringify(Object.fromEntries(counts))}`,
);
console.log(
  `peak resident ${peak} MiB (ceiling ${RSS_CEILING_MIB} MiB, heap limit ${HEAP_CEILING_MIB} MiB); fake ${alive ? 'alive' : 'DIED'}`,
);
await fake.stop();
if (failed || !alive || peak > RSS_CEILING_MIB) process.exit(1);
