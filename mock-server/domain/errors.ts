import type { ApiErrorBody, FieldError } from '../../src/lib/api/types';

/** A refusal the HTTP layer turns into `{ status, message, errors?, details? }` with its HTTP status. */
export class DomainError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
    readonly extra: { errors?: FieldError[]; details?: Record<string, unknown> } = {},
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return { status: this.code, message: this.message, ...this.extra };
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
