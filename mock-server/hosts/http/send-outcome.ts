import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ExchangeOutcome } from '../../pipeline/exchange';
import { bodyOf, json } from '../../routes/answer';
import type { Answer } from '../../routes/types';
import { send } from './send';

const SLOW_CHUNKS = 10;
const NOT_FOUND = json({ status: 'NOT_FOUND', message: 'No such endpoint' }, 404);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The seeded fault "slow body": the answer in ten chunks spread over `overMs`, never gzipped. */
async function sendSlowly(res: ServerResponse, answer: Answer, overMs: number): Promise<void> {
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
  const body = bodyOf(answer) ?? '';
  const bytes = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body);
  res.setHeader('Content-Length', bytes.length);
  const size = Math.ceil(bytes.length / SLOW_CHUNKS) || 1;
  for (let at = 0; at < bytes.length; at += size) {
    if (res.destroyed) return;
    res.write(bytes.subarray(at, at + size));
    await sleep(overMs / SLOW_CHUNKS);
  }
  res.end();
}

/** Ticks per second of a throttled body: small steps, so the rate holds for short bodies too. */
const TICKS_PER_SECOND = 20;

/**
 * A body at `bytesPerSecond` (evening 4G, X-Fake-Bandwidth): a slice each tick, timed against the
 * start so timer lateness does not add up; never gzipped, so the limit is on the bytes sent.
 */
async function sendThrottled(
  res: ServerResponse,
  answer: Answer,
  bytesPerSecond: number,
): Promise<void> {
  res.statusCode = answer.status;
  res.setHeader('Cache-Control', 'no-cache');
  for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
  const body = bodyOf(answer) ?? '';
  const bytes = Buffer.from(body);
  res.setHeader('Content-Length', bytes.length);
  const slice = Math.max(1, Math.floor(bytesPerSecond / TICKS_PER_SECOND));
  const started = performance.now();
  for (let at = 0; at < bytes.length; at += slice) {
    if (res.destroyed) return;
    const due = (at / bytesPerSecond) * 1000 - (performance.now() - started);
    if (due > 0) await sleep(due);
    res.write(bytes.subarray(at, at + slice));
  }
  const rest = (bytes.length / bytesPerSecond) * 1000 - (performance.now() - started);
  if (rest > 0) await sleep(rest);
  res.end();
}

/**
 * Sends the pipeline's outcome on the node host, which owns the socket: the answer, the answer
 * slowly, or a dropped connection (the seeded fault "drop" destroys the socket unanswered).
 */
export async function sendOutcome(
  req: IncomingMessage,
  res: ServerResponse,
  outcome: ExchangeOutcome,
): Promise<void> {
  switch (outcome.kind) {
    case 'drop':
      res.socket?.destroy();
      return;
    case 'slow':
      return sendSlowly(res, outcome.answer, outcome.overMs);
    case 'throttled':
      return sendThrottled(res, outcome.answer, outcome.bytesPerSecond);
    case 'unhandled':
      return send(req, res, NOT_FOUND);
    default:
      return send(req, res, outcome.answer);
  }
}
