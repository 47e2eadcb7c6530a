import autocannon from 'autocannon';

export const CONNECTIONS = 10;
export const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

export interface Measured {
  rps: number;
  p99: number;
  codes: string;
}

/** autocannon against `url` for DURATION seconds; status codes (and API error codes) counted. */
export async function measure(
  url: string,
  requests: autocannon.Request[],
  seconds = DURATION,
): Promise<Measured> {
  const seen = new Map<string, number>();
  const count = (status: number, body: string) => {
    const code = status < 300 ? '' : ` ${/"status":"(\w+)"/.exec(body)?.[1] ?? ''}`;
    seen.set(`${status}${code}`, (seen.get(`${status}${code}`) ?? 0) + 1);
  };
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: requests.map((request) => ({ ...request, onResponse: count })),
  });
  const codes = [...seen].map(([code, n]) => `${code}: ${n}`).join(', ');
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, codes };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Two servers in alternating rounds (DURATION split in ROUNDS), medians of each side: a load
 * change on a shared machine then hits both sides alike instead of one whole run.
 */
export async function compare(
  rounds: number,
  ours: () => Promise<Measured>,
  theirs: () => Promise<Measured>,
): Promise<{ ours: Measured; theirs: Measured }> {
  const a: Measured[] = [];
  const b: Measured[] = [];
  for (let round = 0; round < rounds; round += 1) {
    a.push(await ours());
    b.push(await theirs());
  }
  const summary = (runs: Measured[]): Measured => ({
    rps: median(runs.map((r) => r.rps)),
    p99: median(runs.map((r) => r.p99)),
    codes: runs.map((r) => r.codes).join(' | '),
  });
  return { ours: summary(a), theirs: summary(b) };
}
