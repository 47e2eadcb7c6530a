/**
 * json-server 0.17 as its CLI runs it (defaults: gzip, CORS, no-cache, static; then the router),
 * serving the bodies in the JSON file BENCH_BODIES: `{ "/lottery/sales": { "game-infos": … } }`.
 */
import { readFileSync } from 'node:fs';
import jsonServer from 'json-server';

const bodies = JSON.parse(readFileSync(process.env.BENCH_BODIES ?? '', 'utf8')) as Record<
  string,
  Record<string, unknown>
>;
const app = jsonServer.create();
app.use(...jsonServer.defaults({ logger: false }));
for (const [mount, db] of Object.entries(bodies)) app.use(mount, jsonServer.router(db));
const server = app.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGINT', () => server.close(() => process.exit(0)));
