import type { ServerResponse } from 'node:http';
import type { ExchangeOutcome } from '../../pipeline/exchange';

const SLOW_CHUNKS = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function writeHead(res: ServerResponse, response: Response): void {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding') res.setHeader(name, value);
  });
}

/** Sends the pipeline's outcome: whole, in ten chunks over `overMs`, or by dropping the socket. */
export async function sendOutcome(res: ServerResponse, outcome: ExchangeOutcome): Promise<void> {
  if (outcome.kind === 'drop') {
    res.socket?.destroy();
    return;
  }
  const response =
    outcome.kind === 'unhandled'
      ? Response.json({ status: 'NOT_FOUND', message: 'No such endpoint' }, { status: 404 })
      : outcome.response;
  writeHead(res, response);
  const bytes = Buffer.from(await response.arrayBuffer());
  res.setHeader('Content-Length', bytes.length);
  if (outcome.kind !== 'slow') {
    res.end(bytes);
    return;
  }
  // compression buffers writes; flush() (when it is there) pushes each chunk out.
  const flush = (res as ServerResponse & { flush?: () => void }).flush?.bind(res);
  const size = Math.ceil(bytes.length / SLOW_CHUNKS) || 1;
  for (let at = 0; at < bytes.length; at += size) {
    res.write(bytes.subarray(at, at + size));
    flush?.();
    await sleep(outcome.overMs / SLOW_CHUNKS);
  }
  res.end();
}
