import { now, type Clocked } from '../clock';
import { DomainError } from '../domain/errors';
import {
  decide,
  IDEMPOTENCY_TTL_MS,
  MAX_KEY_LENGTH,
  type StoredAnswer,
} from '../domain/idempotency';

/** What the idempotency store reads of a world: its clock and its answers. */
export interface AnswersHolder extends Clocked {
  answers: Map<string, StoredAnswer<Promise<RecordedAnswer>>>;
}

/** A recorded answer, rebuilt into a fresh Response for every replay. */
export interface RecordedAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}

/**
 * What one world keeps of its idempotency answers (decision 0016): a player can hold `perPlayer`
 * live keys and `playerChars` characters of answers, a world `perWorld` keys and `worldChars`.
 * Expired answers (24 h) are dropped first; a live one is never dropped (its key must keep
 * protecting the payment), so past a bound the new key is refused with 429 and nothing runs.
 */
export const IDEMPOTENCY_LIMITS = {
  perPlayer: 500,
  playerChars: 512 * 1024,
  perWorld: 10_000,
  worldChars: 4 * 1024 * 1024,
};

/** Characters an entry holds: its key, fingerprint and (once known) the recorded answer. */
const charsOf = (id: string, stored: StoredAnswer<unknown>) =>
  id.length + stored.fingerprint.length + (stored.chars ?? 0);

interface Usage {
  keys: number;
  chars: number;
}

/** The world's and the player's usage, after dropping every expired answer. */
function usage(
  world: AnswersHolder,
  playerId: number,
  at: number,
): { world: Usage; player: Usage } {
  const total = { keys: 0, chars: 0 };
  const mine = { keys: 0, chars: 0 };
  const prefix = `${playerId}:`;
  for (const [id, stored] of world.answers) {
    if (at - stored.storedAt >= IDEMPOTENCY_TTL_MS) {
      world.answers.delete(id);
      continue;
    }
    const chars = charsOf(id, stored);
    total.keys += 1;
    total.chars += chars;
    if (id.startsWith(prefix)) {
      mine.keys += 1;
      mine.chars += chars;
    }
  }
  return { world: total, player: mine };
}

const full = (use: Usage, keys: number, chars: number) => use.keys >= keys || use.chars >= chars;

function tooMany(): DomainError {
  return new DomainError(
    429,
    'TOO_MANY_REQUESTS',
    'Too many payment requests in the last 24 hours. Please try again later.',
  );
}

/** JSON with sorted keys, so the same body in another key order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** cyrb53 twice with two seeds: a 106-bit digest, synchronous (the check and store are one step). */
function digest(text: string): string {
  const half = (seed: number) => {
    let h1 = 0xdeadbeef ^ seed;
    let h2 = 0x41c6ce57 ^ seed;
    for (let i = 0; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
  };
  return `${half(1)}${half(2)}`;
}

/**
 * What makes two requests "the same": method, path below the lottery base, sorted query, and a
 * digest of the body as canonical JSON (raw text when it is not JSON). A digest, not the body:
 * each stored key costs a few dozen characters, not up to 64 KiB.
 */
export function fingerprintOf(method: string, path: string, query: URLSearchParams, body: string) {
  const sorted = [...query.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  let text = body.trim();
  try {
    text = text === '' ? '' : canonical(JSON.parse(text));
  } catch {
    // Not JSON: compared as sent.
  }
  return `${method.toUpperCase()} ${path} ${new URLSearchParams(sorted).toString()} ${digest(text)}`;
}

export function clearIdempotency(world: AnswersHolder): void {
  world.answers.clear();
}

/**
 * Runs `run` once per (player, key): a repeat of the same request gets the first answer, another
 * request under the same key a 422. Lookup and store happen in one synchronous step.
 */
export function once(
  world: AnswersHolder,
  playerId: number,
  key: string,
  fingerprint: string,
  run: () => Promise<RecordedAnswer>,
): Promise<RecordedAnswer> {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new DomainError(400, 'VALIDATION_FAILED', 'Idempotency-Key must be 1 to 255 characters', {
      errors: [{ field: 'Idempotency-Key', code: 'INVALID' }],
    });
  }
  const id = `${playerId}:${key}`;
  const stored = world.answers.get(id);
  const decision = decide(stored, fingerprint, now(world));
  if (decision === 'replay' && stored) return stored.answer;
  if (decision === 'conflict') {
    throw new DomainError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used for a different request',
    );
  }
  const at = now(world);
  const use = usage(world, playerId, at);
  const limits = IDEMPOTENCY_LIMITS;
  if (
    full(use.player, limits.perPlayer, limits.playerChars) ||
    full(use.world, limits.perWorld, limits.worldChars)
  )
    throw tooMany();
  const answer = run();
  const entry = { fingerprint, storedAt: at, answer, chars: 0 };
  world.answers.set(id, entry);
  // The answer's size counts once it is known (a rejection is replayed as before, and is small).
  answer.then(
    (recorded) => void (entry.chars = recorded.body.length),
    () => undefined,
  );
  return answer;
}
