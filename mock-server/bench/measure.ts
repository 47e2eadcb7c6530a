import autocannon from 'autocannon';

export const CONNECTIONS = 10;
export const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

export interface Measured {
  rps: number;
  p99: number;
  codes: string;
}

/** autocannon against `url` for DURATION seconds; status codes (and API error codes) counted. */
export async function measure(url: string, requests: autocannon.Request[]): Promise<Measured> {
  const seen = new Map<string, number>();
  const count = (status: number, body: string) => {
    const code = status < 300 ? '' : ` ${/"status":"(\w+)"/.exec(body)?.[1] ?? ''}`;
    seen.set(`${status}${code}`, (seen.get(`${status}${code}`) ?? 0) + 1);
  };
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: requests.map((request) => ({ ...request, onResponse: count })),
  });
  const codes = [...seen].map(([code, n]) => `${code}: ${n}`).join(', ');
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, codes };
}
