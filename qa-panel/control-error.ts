/** A refused control call, with its HTTP status: a 404 means "this fake does not offer it". */
export class ControlError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ControlError';
  }
}

export const isNotOffered = (error: unknown): boolean =>
  error instanceof ControlError && error.status === 404;
