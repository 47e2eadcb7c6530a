/**
 * Writes contracts/STATES.md from the committed pacts and the bundled fake's state answers (the
 * fake is started on a free port and stopped). `npm run contracts:states` after a pact change.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startFake } from '../verify/fake-server';
import { buildManifest } from '../verify/states-manifest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const fake = await startFake();
try {
  const manifest = await buildManifest(ROOT, `${fake.baseUrl}/__control/state`);
  writeFileSync(`${ROOT}contracts/STATES.md`, manifest);
  console.log('Wrote contracts/STATES.md');
} finally {
  await fake.stop();
}
