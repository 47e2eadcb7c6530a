/**
 * Removes the generated pact files before the consumer tests run. Pact merges into an existing
 * file, so without this an interaction that was renamed or removed would stay in the contract.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', 'pacts');
for (const file of readdirSync(dir)) {
  if (file.endsWith('.json')) rmSync(join(dir, file));
}
