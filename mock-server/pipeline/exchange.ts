import { currentWorld, defaultWorld, runInWorld } from '../world/current';
import { findWorld } from '../world/registry';
import type { World } from '../world/state';
import { decideFaults, type FaultDecision } from './faults';
import { record } from './record';

/** What the host does with one request: answer, answer slowly, or drop the connection. */
export type ExchangeOutcome =
  | { kind: 'response'; response: Response }
  | { kind: 'slow'; response: Response; overMs: number }
  | { kind: 'drop' }
  /** No handler matched: the host answers its own 404 (or lets msw pass the request on). */
  | { kind: 'unhandled' };

export type Next = (request: Request) => Promise<Response | undefined>;

const WORLD_PATH = /^\/w\/([^/]+)(\/.*)?$/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one seam every host calls (decision 0141): picks the world from a `/w/{id}` prefix and runs
 * the rest of the request in it, injects the world's seeded faults, and journals the exchange.
 * `next` answers the request with the handlers, its URL already stripped of the prefix.
 */
export async function handleExchange(request: Request, next: Next): Promise<ExchangeOutcome> {
  const url = new URL(request.url);
  const match = WORLD_PATH.exec(url.pathname);
  const world = match ? findWorld(decodeURIComponent(match[1] ?? '')) : defaultWorld();
  if (!world) {
    const body = { status: 'NO_SUCH_WORLD', message: 'Unknown or expired world' };
    return { kind: 'response', response: Response.json(body, { status: 404 }) };
  }
  const path = match ? (match[2] ?? '/') : url.pathname;
  return runInWorld(world, () => exchangeIn(world, request, url, path, next));
}

async function exchangeIn(
  world: World,
  request: Request,
  url: URL,
  path: string,
  next: Next,
): Promise<ExchangeOutcome> {
  const started = performance.now();
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const bytes = hasBody ? new Uint8Array(await request.arrayBuffer()) : undefined;
  const inner = new Request(`${url.origin}${path}${url.search}`, {
    method: request.method,
    headers: request.headers,
    body: bytes && bytes.length > 0 ? bytes : undefined,
  });
  // Reading the journal is not journaled (a live view would fill it), nor faulted.
  if (path.startsWith('/__control/journal')) return answer(await next(inner));
  const control = path.startsWith('/__control/');
  const decision: FaultDecision = control
    ? { delayMs: 0 }
    : decideFaults(currentWorld().faults, request.method.toUpperCase(), path);
  if (decision.delayMs > 0) await sleep(decision.delayMs);
  const fault = decision.fault;
  const outcome = await faulted(fault, inner, next);
  const response =
    outcome.kind === 'response' || outcome.kind === 'slow' ? outcome.response : undefined;
  if (outcome.kind !== 'unhandled') {
    await record(world, {
      request: inner,
      path,
      query: url.searchParams,
      bodyText: bytes ? new TextDecoder().decode(bytes) : '',
      response,
      started,
      fault: fault?.kind ?? (decision.delayMs > 0 ? 'delay' : undefined),
    });
  }
  return outcome;
}

const answer = (response: Response | undefined): ExchangeOutcome =>
  response ? { kind: 'response', response } : { kind: 'unhandled' };

async function faulted(
  fault: FaultDecision['fault'],
  request: Request,
  next: Next,
): Promise<ExchangeOutcome> {
  if (!fault) return answer(await next(request));
  if (fault.kind === 'drop') return { kind: 'drop' };
  if (fault.kind === 'status') {
    const body = fault.body ?? { status: 'FAULT_INJECTED', message: 'Injected fault' };
    return answer(Response.json(body, { status: fault.status ?? 500 }));
  }
  const response = await next(request);
  if (!response) return { kind: 'unhandled' };
  if (fault.kind === 'slowBody') {
    return { kind: 'slow', response, overMs: fault.delayMs || 1000 };
  }
  // malformed: the real answer (its side effects happened), cut in half.
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.set('Content-Type', 'application/json');
  const cut = text.slice(0, Math.max(1, Math.floor(text.length / 2)));
  return answer(new Response(cut, { status: response.status, headers }));
}
