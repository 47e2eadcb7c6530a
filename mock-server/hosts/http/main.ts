import { readFakeArgs } from './cli-args';
import { startModes } from './modes';
import { startHttpFake } from './server';

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';
const clockStart = process.env.CLOCK_START ? Date.parse(process.env.CLOCK_START) : undefined;
const args = (() => {
  try {
    return readFakeArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
})();

// --proxy/--record and --replay start a recorder or a replay server instead of the fake.
const other = await startModes(args, port, host).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

const fake =
  other ??
  (await startHttpFake({
    port,
    host,
    publicOrigin: process.env.PUBLIC_URL,
    logger: process.env.LOG_REQUESTS !== '0',
    clockStart: Number.isNaN(clockStart) ? undefined : clockStart,
  }).catch((error: unknown) => {
    // A busy port is a developer's everyday case: say which variable moves it.
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `Port ${port} (the fake backend) is in use. Pick another with PORT, e.g. PORT=${port + 100} npm start`,
      );
    } else {
      console.error(`The fake backend could not listen on ${host}:${port}:`, error);
    }
    process.exit(1);
  }));

if (!other) {
  console.log(`Fake backend listening on http://${host}:${port} (public ${fake.url})`);
  console.log(
    `  lottery ${fake.url}/lottery   cms ${fake.url}/cms/api   control ${fake.url}/__control`,
  );
  if (args.snapshot) await loadAtStart(args.snapshot, `http://127.0.0.1:${port}`);
}

async function loadAtStart(file: string, base: string): Promise<void> {
  const { loadSnapshotFile } = await import('../../snapshots/load-file');
  const name = await loadSnapshotFile(file, base).catch((error: unknown) => {
    console.error(`The snapshot ${file} could not be loaded:`, error);
    process.exit(1);
  });
  console.log(`  snapshot ${file} loaded into the default world as "${name}" and restored`);
}

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping the fake backend`);
  void fake.close().then(() => process.exit(0));
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
