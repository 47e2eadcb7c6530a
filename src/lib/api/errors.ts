import type { CallId } from './calls';
import type { ApiErrorBody } from './types';

/** Every rejection of an adapter call. `message` keeps axios' wording ("Request failed with status code 401"). */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  constructor(
    message: string,
    readonly callId: CallId,
    /** HTTP status; undefined for network failures. */
    readonly status: number | undefined,
    /** The parsed error body, when the server sent one. */
    readonly body: ApiErrorBody | undefined,
  ) {
    super(message);
  }

  /** The body's machine-readable `status` code (e.g. INSUFFICIENT_BALANCE). */
  get code(): string | undefined {
    return this.body?.status;
  }

  get isNetworkError(): boolean {
    return this.status === undefined;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** An extension call's answer, or null when the backend does not offer the call (404). */
export async function unlessNotOffered<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** The name of the error a success answer the app cannot read becomes (unreadable-answer.ts). */
export const UNREADABLE_ANSWER = 'UnreadableAnswerError';

/** What `isUnreadableAnswer` knows of the error, without its class (unreadable-answer.ts). */
export type UnreadableAnswer = ApiError & { readonly name: typeof UNREADABLE_ANSWER };

/**
 * True for a success answer the app could not read: what happened is unknown (decision 0176). By
 * name, so the start route does not carry the error's class (it loads with the answer schemas).
 */
export const isUnreadableAnswer = (error: unknown): error is UnreadableAnswer =>
  isApiError(error) && error.name === UNREADABLE_ANSWER;

/**
 * No answer the app can read to a call that may have changed something: a success answer it could
 * not read, or none at all (the connection closed after the request went out). What happened is
 * unknown; the screen says so and asks the backend again (decision 0176).
 */
export const isOutcomeUnknown = (error: unknown): boolean =>
  isUnreadableAnswer(error) || (isApiError(error) && error.isNetworkError);
