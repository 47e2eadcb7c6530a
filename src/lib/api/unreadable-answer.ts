import type { CallId } from './calls';
import { ApiError, UNREADABLE_ANSWER } from './errors';

/**
 * A success answer the app cannot read (cut short, a key missing or of the wrong type): what
 * happened on the backend is unknown, so no screen may state an outcome from it (decision 0176).
 * Still an ApiError, so callers that treat any failure as one keep working; its status is the
 * answer's success status (200). Recognised with `isUnreadableAnswer` (errors.ts).
 */
export class UnreadableAnswerError extends ApiError {
  override readonly name = UNREADABLE_ANSWER;
  constructor(callId: CallId, problem: string) {
    super(`Unreadable answer: ${problem}`, callId, 200, undefined);
  }
}
