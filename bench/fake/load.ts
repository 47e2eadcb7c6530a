/**
 * `npm run bench`: the standalone fake and json-server 0.17 serving the same bodies, side by side,
 * each in its own process, with autocannon (10 connections, BENCH_SECONDS = 5 s per run). Prints
 * requests/s, p99 and the fake/json-server ratio for a public and an authenticated read, then the
 * fake alone on login, add-to-cart and purchase (BENCH_WRITES=0 skips those). BENCH_PROFILE=<dir>
 * writes the fake's CPU profile (`node --cpu-prof`).
 */
import { writeFileSync } from 'node:fs';
import { freePort } from '../../mock-server/hosts/http/free-port';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compare, CONNECTIONS, DURATION, measure } from './measure';
import { serve } from './processes';
import { setUpPlayers, writeScenarios } from './players';

const script = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const profile = process.env.BENCH_PROFILE;
/** Each side's DURATION is split into alternating rounds; the medians are printed. */
const ROUNDS = 3;

const fake = await serve(
  script('../../mock-server/hosts/http/main.ts'),
  Number(process.env.BENCH_FAKE_PORT ?? (await freePort())),
  { LOG_REQUESTS: '0', TOKEN_TTL_SECONDS: '3600', HOST: '127.0.0.1' },
  profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
);
const players = await setUpPlayers(fake.url, CONNECTIONS);
const auth = { authorization: `Bearer ${players.tokens[0]}` };
const read = async (path: string) =>
  (await fetch(`${fake.url}${path}`, { headers: auth })).json() as Promise<unknown>;
const reads = [
  { name: 'public read GET /lottery/sales/game-infos', mount: '/lottery/sales', key: 'game-infos' },
  {
    name: 'auth read GET /lottery/users/account-balance',
    mount: '/lottery/users',
    key: 'account-balance',
  },
];
const bodies: Record<string, Record<string, unknown>> = {};
for (const r of reads) bodies[r.mount] = { [r.key]: await read(`${r.mount}/${r.key}`) };
const bodiesFile = join(tmpdir(), `bench-bodies-${process.pid}.json`);
writeFileSync(bodiesFile, JSON.stringify(bodies));
const jsonServer = await serve(
  script('./json-server-host.ts'),
  Number(process.env.BENCH_JSON_SERVER_PORT ?? (await freePort())),
  { BENCH_BODIES: bodiesFile },
);

console.log(
  `\n${CONNECTIONS} connections, ${DURATION} s per run; fake ${fake.url}, json-server ${jsonServer.url}\n`,
);
console.log('| call | fake req/s | fake p99 ms | json-server req/s | json-server p99 ms | ratio |');
console.log('|---|---:|---:|---:|---:|---:|');
// Uncounted warm-up of both servers on every call (JIT, lazy loading), BENCH_WARMUP s each.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
for (const r of reads) {
  const path = `${r.mount}/${r.key}`;
  await measure(fake.url, [{ method: 'GET', path, setupRequest: players.withToken }], WARMUP);
  await measure(jsonServer.url, [{ method: 'GET', path, headers: auth }], WARMUP);
}
for (const r of reads) {
  const path = `${r.mount}/${r.key}`;
  // The same body from both, byte for byte, or the comparison means nothing.
  const same =
    JSON.stringify(await read(path)) ===
    JSON.stringify(await (await fetch(`${jsonServer.url}${path}`)).json());
  const { ours, theirs } = await compare(
    ROUNDS,
    () =>
      measure(
        fake.url,
        [{ method: 'GET', path, setupRequest: players.withToken }],
        DURATION / ROUNDS,
      ),
    () => measure(jsonServer.url, [{ method: 'GET', path, headers: auth }], DURATION / ROUNDS),
  );
  console.log(
    `| ${r.name}${same ? '' : ' (bodies differ!)'} | ${ours.rps} | ${ours.p99} | ${theirs.rps} | ${theirs.p99} | ${(ours.rps / theirs.rps).toFixed(2)} |`,
  );
}
await jsonServer.stop();

// BENCH_WRITES=0 skips them, e.g. for a profile of the reads alone.
const writes = process.env.BENCH_WRITES === '0' ? [] : writeScenarios(players);
if (writes.length > 0) console.log('\nThe fake alone (writes):\n');
if (writes.length > 0)
  console.log('| call | requests/s | p99 ms | status codes |\n|---|---:|---:|---|');
for (const [name, requests] of writes) {
  const row = await measure(fake.url, requests);
  console.log(`| ${name} | ${row.rps} | ${row.p99} | ${row.codes} |`);
}
await fake.stop();
if (profile) console.log(`\nCPU profile of the fake written to ${profile}`);
