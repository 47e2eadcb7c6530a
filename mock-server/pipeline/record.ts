import { byKey } from '../db-keys';
import type { Answer, FakeRequest } from '../routes/types';
import type { World } from '../world/state';
import { maskRecord } from './mask';

/** The player id in a bearer token's `sub`, read without checking it (the journal only labels). */
function playerIdOf(authorization: string | null): number | undefined {
  const payload = authorization?.match(/^Bearer\s+[^.]+\.([^.]+)\./i)?.[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = Number((JSON.parse(json) as { sub?: unknown }).sub);
    return Number.isInteger(sub) ? sub : undefined;
  } catch {
    return undefined;
  }
}

export function playerOf(authorization: string | null): string | undefined {
  const id = playerIdOf(authorization);
  if (id === undefined) return undefined;
  return byKey('player', id)?.phone;
}

/** The answer as it is (a value or text); the journal masks and cuts it (decision 0142). */
function bodyOf(answer: Answer): unknown {
  if ('json' in answer) return answer.json;
  const raw = answer.raw ?? '';
  return typeof raw === 'string' ? raw : `(${raw.length} bytes)`;
}

export interface Exchanged {
  request: FakeRequest;
  path: string;
  query: URLSearchParams;
  bodyText: string;
  answer: Answer | undefined;
  started: number;
  fault?: string;
}

/** Writes one request and its answer into the world's journal (masked when read). */
export function record(world: World, exchanged: Exchanged): void {
  const { request, answer } = exchanged;
  world.journal.add({
    kind: 'http',
    at: new Date().toISOString(),
    clock: new Date(nowOf(world)).toISOString(),
    method: request.method,
    path: exchanged.path,
    query: maskRecord(exchanged.query.entries()),
    requestHeaders: maskRecord(request.headers.entries()),
    requestBody: exchanged.bodyText,
    status: answer?.status ?? 0,
    responseBody: answer ? bodyOf(answer) : null,
    durationMs: Math.round((performance.now() - exchanged.started) * 10) / 10,
    player: playerOf(request.headers.get('authorization')),
    ...(exchanged.fault ? { fault: exchanged.fault } : {}),
  });
}

const nowOf = (world: World): number =>
  world.clock.startedAt === null
    ? world.clock.base
    : world.clock.base + (Date.now() - world.clock.startedAt);
