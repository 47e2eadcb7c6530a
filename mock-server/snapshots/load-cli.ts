import { loadSnapshotFile } from './load-file';

/** `npm run mock-server:snapshot -- bug.json [http://127.0.0.1:4000]`: into a running fake. */
const [file, base = process.env.FAKE_URL ?? 'http://127.0.0.1:4000'] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run mock-server:snapshot -- <snapshot.json> [fake base URL]');
  process.exit(2);
}
try {
  const name = await loadSnapshotFile(file, base);
  console.log(`Snapshot ${file} loaded into ${base} as "${name}" and restored`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
