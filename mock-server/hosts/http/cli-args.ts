import { parseArgs } from 'node:util';

/** What `npm run mock-server -- <flags>` asks for (docs: mock-server/docs/snapshots-and-recording.md). */
export interface FakeArgs {
  /** A snapshot file loaded into the default world and restored once the fake listens. */
  snapshot?: string;
  /** Proxy mode: forward every call to this backend instead of answering it ... */
  proxy?: string;
  /** ... and record each exchange as HAR 1.2 into this folder. */
  record?: string;
  /** Replay mode: serve a recording (a .har file, or every .har file of a folder). */
  replay?: string;
}

export function readFakeArgs(argv: string[]): FakeArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      snapshot: { type: 'string' },
      proxy: { type: 'string' },
      record: { type: 'string' },
      replay: { type: 'string' },
    },
    strict: true,
  });
  if (Boolean(values.record) !== Boolean(values.proxy))
    throw new Error('--proxy <baseURL> and --record <dir> go together');
  if (values.proxy && values.replay) throw new Error('--proxy and --replay exclude each other');
  if (values.snapshot && (values.proxy || values.replay))
    throw new Error('--snapshot loads into the fake: not with --proxy or --replay');
  if (values.proxy) new URL(values.proxy); // a typo fails here, with the URL parser's message
  return values;
}
