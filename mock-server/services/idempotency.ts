import { now } from '../clock';
import { DomainError } from '../domain/errors';
import { decide, MAX_KEY_LENGTH, type StoredAnswer } from '../domain/idempotency';

/** A recorded answer, rebuilt into a fresh Response for every replay. */
export interface RecordedAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}

// Promises, not answers: a repeat that arrives while the first is still running waits for it.
const answers = new Map<string, StoredAnswer<Promise<RecordedAnswer>>>();

export function clearIdempotency(): void {
  answers.clear();
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
  const stored = answers.get(id);
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
  answers.set(id, { fingerprint, storedAt: now(), answer });
  return answer;
}
