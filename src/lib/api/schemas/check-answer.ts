import * as z from 'zod/mini';
import { CALLS, type CallPolicy } from '../calls';
import { UnreadableAnswerError } from '../unreadable-answer';
import { emitApiEvent } from '../events';
import { ANSWERS, type AnswerTypes, type CheckedCall } from './answers';

const SCHEMAS: { [C in CheckedCall]: z.ZodMiniType<AnswerTypes[C]> } = ANSWERS;

// No `new Function` fast path: the page's CSP (script-src 'self') would report zod's probe for it.
z.config({ jitless: true });

/** Where the answer differs, for the log: at most three places, e.g. `receiptNumber: invalid_type`. */
function problemOf(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.code}`)
    .join(', ');
}

/**
 * Parses a checked call's answer with its schema. An answer that does not fit becomes an
 * UnreadableAnswerError: logged once as a warning with the call's name, raised as the generic
 * alert where the call's row of the policy table alerts (unless its screen tells the unknown
 * outcome itself), then thrown to the caller.
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
