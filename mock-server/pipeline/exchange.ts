import { bodyOf, json } from '../routes/answer';
import { atUrl, textOf, urlOf } from '../routes/request';
import type { Answer, FakeRequest } from '../routes/types';
import { defaultWorld } from '../world/current';
import { findWorld } from '../world/registry';
import type { World } from '../world/state';
import { decideConditions, type Conditions } from './network/conditions';
import { OverrideError, sendsOverride } from './network/override';
import { playerOf, record } from './record';

/** What the host does with one request: answer, answer slowly, or drop the connection. */
export type ExchangeOutcome =
  | { kind: 'response'; answer: Answer }
  | { kind: 'slow'; answer: Answer; overMs: number }
  /** The answer's body at a fixed number of bytes per second (evening 4G, X-Fake-Bandwidth). */
  | { kind: 'throttled'; answer: Answer; bytesPerSecond: number }
  /** `committed`: the answer the handler gave before the connection was dropped (dropAfterCommit). */
  | { kind: 'drop'; committed?: Answer }
  /** No handler matched: the host answers its own 404 (or lets msw pass the request on). */
  | { kind: 'unhandled' };

/** Answers a request from the route table (routes/dispatch.ts), at `pathname` below the world. */
export type Next = (
  request: FakeRequest,
  pathname: string,
  world: World,
) => Promise<Answer | undefined>;

const WORLD_PATH = /^\/w\/([^/]+)(\/.*)?$/;

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one seam every host calls (decision 0141): picks the world from a `/w/{id}` prefix and hands
 * the world on to the handlers, injects the world's seeded faults, and journals the exchange.
 * Plain data in and out (decision 0150), so the node host stays free of Fetch objects.
 */
export interface ExchangeOptions {
  /**
   * Whether the per-request override headers (X-Fake-Delay, X-Fake-Fault, X-Fake-Bandwidth) are
   * honoured: the Node hosts yes; the in-browser host of a demo build refuses them (403).
   */
  overrideHeaders?: boolean;
}

export async function handleExchange(
  request: FakeRequest,
  next: Next,
  options: ExchangeOptions = {},
): Promise<ExchangeOutcome> {
  const url = urlOf(request);
  // A path a handler cannot decode (`%ZZ`, a cut UTF-8 escape) is the client's fault: 400 here,
  // once, instead of a URIError deep in a world id or a CMS route answering 500.
  if (!decodable(url.pathname)) {
    const body = { status: 'VALIDATION_FAILED', message: 'The path has a malformed % escape' };
    return { kind: 'response', answer: json(body, 400) };
  }
  const match = url.pathname.startsWith('/w/') ? WORLD_PATH.exec(url.pathname) : null;
  const world = match ? findWorld(decodeURIComponent(match[1] ?? '')) : defaultWorld();
  if (!world) {
    const body = { status: 'NO_SUCH_WORLD', message: 'Unknown or expired world' };
    return { kind: 'response', answer: json(body, 404) };
  }
  const path = match ? (match[2] ?? '/') : url.pathname;
  const inner = match ? atUrl(request, `${url.origin}${path}${url.search}`) : request;
  return exchangeIn(world, inner, url, path, next, options.overrideHeaders ?? true);
}

async function exchangeIn(
  world: World,
  request: FakeRequest,
  url: URL,
  path: string,
  next: Next,
  overrides: boolean,
): Promise<ExchangeOutcome> {
  const started = performance.now();
  // Reading the journal or verifying against it is not journaled (a live view would fill it,
  // and a verification would count itself), nor faulted.
  // Lower case: the router matches paths case-insensitively (routes/match.ts).
  const lower = path.toLowerCase().replace(/\/$/, '');
  if (lower.startsWith('/__control/journal') || lower === '/__control/verify')
    return answer(await next(request, path, world));
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const bodyText = hasBody ? await textOf(request) : '';
  const control = lower.startsWith('/__control/');
  const decided = control ? { delayMs: 0 } : conditionsOf(world, request, path, overrides);
  if ('refused' in decided) return { kind: 'response', answer: decided.refused };
  const decision: Conditions = decided;
  if (decision.delayMs > 0) await sleep(decision.delayMs);
  const fault = decision.fault;
  const player = await playerOf(world, request.headers.get('authorization'));
  const outcome = throttled(
    await faulted(fault, request, path, (r, p) => next(r, p, world)),
    decision.bytesPerSecond,
  );
  if (outcome.kind !== 'unhandled') {
    record(world, {
      player,
      request,
      path,
      query: url.searchParams,
      bodyText,
      answer: outcome.kind === 'drop' ? outcome.committed : outcome.answer,
      started,
      fault: fault?.kind ?? faultLabel(decision),
      cause: decision.cause,
    });
  }
  return outcome;
}

const faultLabel = (decision: Conditions): string | undefined =>
  decision.bytesPerSecond ? 'bandwidth' : decision.delayMs > 0 ? 'delay' : undefined;

/** The world's conditions for the request, or the 4xx a bad or refused override header gets. */
function conditionsOf(
  world: World,
  request: FakeRequest,
  path: string,
  overrides: boolean,
): Conditions | { refused: Answer } {
  if (!overrides && sendsOverride(request.headers)) {
    const body = { status: 'OVERRIDE_REFUSED', message: 'This host ignores X-Fake-* headers' };
    return { refused: json(body, 403) };
  }
  try {
    return decideConditions(world, request, path, overrides);
  } catch (error) {
    if (!(error instanceof OverrideError)) throw error;
    const body = {
      status: 'VALIDATION_FAILED',
      message: error.message,
      errors: [{ field: error.header, code: 'INVALID' }],
    };
    return { refused: json(body, 400) };
  }
}

/** A plain answer sent at the decided bandwidth; faults keep their own way of ending. */
function throttled(outcome: ExchangeOutcome, bytesPerSecond: number | undefined): ExchangeOutcome {
  if (!bytesPerSecond || outcome.kind !== 'response') return outcome;
  return { kind: 'throttled', answer: outcome.answer, bytesPerSecond };
}

const answer = (a: Answer | undefined): ExchangeOutcome =>
  a ? { kind: 'response', answer: a } : { kind: 'unhandled' };

async function faulted(
  fault: Conditions['fault'],
  request: FakeRequest,
  path: string,
  next: (request: FakeRequest, path: string) => Promise<Answer | undefined>,
): Promise<ExchangeOutcome> {
  if (!fault) return answer(await next(request, path));
  if (fault.kind === 'drop') return { kind: 'drop' };
  if (fault.kind === 'dropAfterCommit') {
    // The call runs to the end (booked, charged, its idempotency answer kept), then the client
    // never hears of it: the lost-answer case a retry with the same Idempotency-Key exists for.
    const real = await next(request, path);
    return real ? { kind: 'drop', committed: real } : { kind: 'unhandled' };
  }
  if (fault.kind === 'status') {
    const body = fault.body ?? { status: 'FAULT_INJECTED', message: 'Injected fault' };
    return answer(json(body, fault.status ?? 500));
  }
  const real = await next(request, path);
  if (!real) return { kind: 'unhandled' };
  if (fault.kind === 'slowBody')
    return { kind: 'slow', answer: real, overMs: fault.delayMs || 1000 };
  // malformed: the real answer (its side effects happened), cut in half.
  const body = bodyOf(real) ?? '';
  const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
  const cut = text.slice(0, Math.max(1, Math.floor(text.length / 2)));
  return answer({
    status: real.status,
    headers: { ...real.headers, 'content-type': 'application/json' },
    raw: cut,
  });
}
