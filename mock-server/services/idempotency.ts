import { now } from '../clock';
import { DomainError } from '../domain/errors';
import { decide, MAX_KEY_LENGTH } from '../domain/idempotency';
import { currentWorld } from '../world/current';

/** A recorded answer, rebuilt into a fresh Response for every replay. */
export interface RecordedAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}

// Promises, not answers, per world: a repeat arriving while the first still runs waits for it.
const answers = () => currentWorld().answers;

/** JSON with sorted keys, so the same body in another key order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What makes two requests "the same": method, path below the lottery base, sorted query, and the
 * body as canonical JSON (raw text when it is not JSON).
 */
export function fingerprintOf(method: string, path: string, query: URLSearchParams, body: string) {
  const sorted = [...query.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  let text = body.trim();
  try {
    text = text === '' ? '' : canonical(JSON.parse(text));
  } catch {
    // Not JSON: compared as sent.
  }
  return `${method.toUpperCase()} ${path} ${new URLSearchParams(sorted).toString()} ${text}`;
}

export function clearIdempotency(): void {
  answers().clear();
}

/**
 * Runs `run` once per (player, key): a repeat of the same request gets the first answer, another
 * request under the same key a 422. Lookup and store happen in one synchronous step.
 */
export function once(
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
  const stored = answers().get(id);
  const decision = decide(stored, fingerprint, now());
  if (decision === 'replay' && stored) return stored.answer;
  if (decision === 'conflict') {
    throw new DomainError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used for a different request',
    );
  }
  const answer = run();
  answers().set(id, { fingerprint, storedAt: now(), answer });
  return answer;
}
