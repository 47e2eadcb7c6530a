import type * as z from 'zod/mini';
import { CALLS, type CallPolicy } from '../calls';
import { UnreadableAnswerError } from '../unreadable-answer';
import { emitApiEvent } from '../events';
import { ANSWERS, type AnswerTypes, type CheckedCall } from './answers';

const SCHEMAS: { [C in CheckedCall]: z.ZodMiniType<AnswerTypes[C]> } = ANSWERS;

/** Where the answer differs, for the log: at most three places, e.g. `receiptNumber: invalid_type`. */
function problemOf(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.code}`)
    .join(', ');
}

/**
 * Parses a checked call's answer with its schema. An answer that does not fit becomes an
 * UnreadableAnswerError: logged once as a warning with the call's name, then thrown to the
 * caller. Where the call's row of the policy table alerts, the generic alert ("Something went
 * wrong. Please try again.") is raised for reads and cart edits, where trying again is harmless;
 * not for money calls (idempotent rows), whose screens say the outcome is unknown themselves.
 */
export function checkAnswer<K extends CheckedCall>(id: K, answer: unknown): AnswerTypes[K] {
  const parsed = SCHEMAS[id].safeParse(answer);
  if (parsed.success) return parsed.data;
  const error = new UnreadableAnswerError(id, problemOf(parsed.error));
  console.warn(`[api] ${id}: ${error.message}`);
  const policy: CallPolicy = CALLS[id];
  if (policy.onFailure === 'alert' && !policy.idempotent) {
    emitApiEvent({ type: 'alert', error });
  }
  throw error;
}
