import type { FakeRequest } from '../../routes/types';
import type { ConditionFault } from './decide';
import { draw, type NetworkState } from './state';

/**
 * The per-request override headers (QA only, decision 0270): one call slow or failing without
 * arming a rule. `X-Fake-Delay: 1500` or `500-2000` (ms, the range drawn from the world's network
 * PRNG); `X-Fake-Fault: drop | drop-after-commit | malformed | slow-body[=ms] | <status 400-599>`;
 * `X-Fake-Bandwidth: <bytes per second>` for the answer body.
 */
export const OVERRIDE_HEADERS = ['x-fake-delay', 'x-fake-fault', 'x-fake-bandwidth'] as const;

const MAX_MS = 60_000;

export interface Override {
  delayMs?: number;
  fault?: ConditionFault;
  bytesPerSecond?: number;
}

/** A header value the fake cannot read: answered 400 naming the header, never guessed at. */
export class OverrideError extends Error {
  constructor(
    readonly header: string,
    message: string,
  ) {
    super(message);
  }
}

function delayOf(value: string, state: NetworkState): number {
  const match = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(value.trim());
  const min = Number(match?.[1]);
  const max = match?.[2] === undefined ? min : Number(match[2]);
  if (!match || min > MAX_MS || max > MAX_MS || max < min)
    throw new OverrideError('X-Fake-Delay', 'X-Fake-Delay: milliseconds (0-60000) or min-max');
  return min === max ? min : Math.round(min + draw(state) * (max - min));
}

const FAULT_HELP =
  'X-Fake-Fault: drop, drop-after-commit, malformed, slow-body[=ms] or a status 400-599';

function faultOf(value: string): ConditionFault {
  const text = value.trim().toLowerCase();
  if (text === 'drop') return { kind: 'drop', delayMs: 0 };
  if (text === 'drop-after-commit') return { kind: 'dropAfterCommit', delayMs: 0 };
  if (text === 'malformed') return { kind: 'malformed', delayMs: 0 };
  const slow = /^slow-body(?:=(\d{1,5}))?$/.exec(text);
  if (slow) {
    const ms = slow[1] === undefined ? 5000 : Number(slow[1]);
    if (ms <= MAX_MS) return { kind: 'slowBody', delayMs: ms };
  }
  if (/^[45]\d\d$/.test(text)) {
    const status = Number(text);
    const body = { status: 'FAULT_INJECTED', message: `Injected by X-Fake-Fault (${status})` };
    return { kind: 'status', status, body, delayMs: 0 };
  }
  throw new OverrideError('X-Fake-Fault', FAULT_HELP);
}

function bandwidthOf(value: string): number {
  const bytes = /^\d{1,9}$/.test(value.trim()) ? Number(value) : 0;
  if (bytes < 100)
    throw new OverrideError('X-Fake-Bandwidth', 'X-Fake-Bandwidth: bytes per second, at least 100');
  return bytes;
}

/** The overrides a request asks for; none when it sends no override header. */
export function readOverride(
  headers: FakeRequest['headers'],
  state: NetworkState,
): Override | undefined {
  const delay = headers.get('x-fake-delay');
  const fault = headers.get('x-fake-fault');
  const bandwidth = headers.get('x-fake-bandwidth');
  if (delay === null && fault === null && bandwidth === null) return undefined;
  return {
    ...(delay === null ? {} : { delayMs: delayOf(delay, state) }),
    ...(fault === null ? {} : { fault: faultOf(fault) }),
    ...(bandwidth === null ? {} : { bytesPerSecond: bandwidthOf(bandwidth) }),
  };
}

export const sendsOverride = (headers: FakeRequest['headers']): boolean =>
  OVERRIDE_HEADERS.some((name) => headers.get(name) !== null);
