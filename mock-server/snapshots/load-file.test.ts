import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../hosts/http/free-port';
import { startHttpFake, type RunningHttpFake } from '../hosts/http/server';
import { loadSnapshotFile } from './load-file';

let fake: RunningHttpFake;
const dir = mkdtempSync(join(tmpdir(), 'fake-snapshot-'));

beforeAll(async () => {
  fake = await startHttpFake({
    port: await freePort(),
    logger: false,
    clockStart: Date.UTC(2026, 10, 20, 9),
  });
});
afterAll(async () => {
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

const control = (path: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${fake.url}/__control${path}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

describe('a snapshot file handed to a developer', () => {
  it('loads into a running standalone fake with one call, past the 64 KiB body limit', async () => {
    await control('/scenario', { method: 'PUT', body: { soldOut: 'all' } });
    await control('/snapshots', { method: 'POST', body: { name: 'bug-42' } });
    const text = await (await control('/snapshots/bug-42')).text();
    expect(text.length).toBeGreaterThan(64 * 1024);
    const file = join(dir, 'bug 42.json');
    writeFileSync(file, text);
    await control('/reset', { method: 'POST', body: {} });
    await control('/snapshots/bug-42', { method: 'DELETE' });

    expect(await loadSnapshotFile(file, fake.url)).toBe('bug-42');
    expect(await (await control('/scenario')).json()).toMatchObject({ soldOut: 'all' });
    // Other files in this worker may have saved snapshots in the same default world.
    const { snapshots } = (await (await control('/snapshots')).json()) as {
      snapshots: { name: string }[];
    };
    expect(snapshots).toContainEqual(expect.objectContaining({ name: 'bug-42' }));
  });

  it('says why a bad file is refused', async () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, JSON.stringify({ format: 'lottery-fake-snapshot', version: 1 }));
    await expect(loadSnapshotFile(file, fake.url)).rejects.toThrow(/answered 400.*name/);
  });
});
