import * as z from 'zod/mini';
import { isDetailedRefusal, REFUSAL_DETAILS } from '../../src/lib/api/schemas/refusals';
import type { ApiErrorBody, FieldError } from '../../src/lib/api/types';

/** A refusal's `details` must have its code's one shape (REFUSAL_DETAILS), or be absent. */
function checkDetails(code: string, details: unknown): void {
  if (details === undefined) return;
  if (!isDetailedRefusal(code)) throw new TypeError(`${code} has no details in REFUSAL_DETAILS`);
  const result = REFUSAL_DETAILS[code].safeParse(details);
  if (!result.success)
    throw new TypeError(
      `${code} details do not match REFUSAL_DETAILS: ${z.prettifyError(result.error)}`,
    );
}

/** A refusal the HTTP layer turns into `{ status, message, errors?, details? }` with its HTTP status. */
export class DomainError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
    readonly extra: { errors?: FieldError[]; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    checkDetails(code, extra.details);
  }

  toBody(): ApiErrorBody {
    return { status: this.code, message: this.message, ...this.extra };
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
