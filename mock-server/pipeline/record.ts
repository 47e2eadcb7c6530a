import { byKey } from '../db-keys';
import { verifyBearer } from '../services/auth';
import type { Answer, FakeRequest } from '../routes/types';
import type { World } from '../world/state';
import { maskRecord } from './mask';

/**
 * The phone of the player whose token came with the request, only when the token's signature is
 * the world's: a forged `sub` labels nothing. An expired but genuine token still names
 * its player, since QA wants to see who sent it.
 */
export async function playerOf(
  world: World,
  authorization: string | null,
): Promise<string | undefined> {
  const verified = await verifyBearer(world, authorization).catch(() => null);
  if (!verified?.ok) return undefined;
  const id = Number(verified.claims.sub);
  return Number.isInteger(id) ? (byKey(world, 'player', id)?.phone ?? undefined) : undefined;
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
  /** What decided the fault: "rule", "header" or a network preset's name. */
  cause?: string;
  /** From a verified token (playerOf), read before the exchange. */
  player?: string;
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
    player: exchanged.player,
    ...(exchanged.fault ? { fault: exchanged.fault } : {}),
    ...(exchanged.fault && exchanged.cause ? { cause: exchanged.cause } : {}),
  });
}

const nowOf = (world: World): number =>
  world.clock.startedAt === null
    ? world.clock.base
    : world.clock.base + (Date.now() - world.clock.startedAt);
