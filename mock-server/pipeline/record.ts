import { db } from '../db';
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
  return db.player.findFirst({ where: { id: { equals: id } } })?.phone;
}

const MAX_KEPT = 64 * 1024;
const TEXTUAL = /json|text|html|xml|javascript/i;

/** The answer's text (masked later, when the journal is read); a media file by its type only. */
async function bodyOf(response: Response): Promise<string> {
  const type = response.headers.get('content-type') ?? '';
  if (type && !TEXTUAL.test(type)) return `[${type}]`;
  const text = await response.clone().text();
  return text.length > MAX_KEPT ? text.slice(0, MAX_KEPT) : text;
}

export interface Exchanged {
  request: Request;
  path: string;
  query: URLSearchParams;
  bodyText: string;
  response: Response | undefined;
  started: number;
  fault?: string;
}

/** Writes one request and its answer into the world's journal (bodies are masked when read). */
export async function record(world: World, exchanged: Exchanged): Promise<void> {
  const { request, response } = exchanged;
  world.journal.add({
    kind: 'http',
    at: new Date().toISOString(),
    clock: new Date(nowOf(world)).toISOString(),
    method: request.method,
    path: exchanged.path,
    query: maskRecord(exchanged.query.entries()),
    requestHeaders: maskRecord(request.headers.entries()),
    requestBody: exchanged.bodyText,
    status: response?.status ?? 0,
    responseBody: response ? await bodyOf(response) : '',
    durationMs: Math.round((performance.now() - exchanged.started) * 10) / 10,
    player: playerOf(request.headers.get('authorization')),
    ...(exchanged.fault ? { fault: exchanged.fault } : {}),
  });
}

const nowOf = (world: World): number =>
  world.clock.startedAt === null
    ? world.clock.base
    : world.clock.base + (Date.now() - world.clock.startedAt);
