import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';

/**
 * Loads a snapshot file into a running fake and restores it: what `--snapshot <file>` does at
 * start, and what `npm run mock-server:snapshot -- <file> [baseUrl]` does against a fake that is
 * already running. `baseUrl` is the fake's origin, or a world's (`http://127.0.0.1:4000/w/qa`).
 */
export async function loadSnapshotFile(file: string, baseUrl: string): Promise<string> {
  const text = await readFile(file, 'utf8');
  const name = basename(file)
    .replace(/\.json$/i, '')
    .replace(/[^A-Za-z0-9_.-]/g, '-')
    .slice(0, 64);
  const at = `${baseUrl.replace(/\/$/, '')}/__control/snapshots/${encodeURIComponent(name || 'loaded')}`;
  const put = await fetch(at, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: text,
  });
  if (!put.ok) throw new Error(`PUT ${at} answered ${put.status}: ${await put.text()}`);
  const restored = await fetch(`${at}/restore`, { method: 'POST' });
  if (!restored.ok) throw new Error(`POST ${at}/restore answered ${restored.status}`);
  return name;
}
