import type { RetryPolicy } from '../calls';
import type { ApiError } from '../errors';
import { isGeoBody } from './failure';
import { sleep } from './sleep';

/** Only failures that may pass by themselves: no answer at all, or a server error (5xx). */
export const isRetryable = (error: ApiError): boolean =>
  !isGeoBody(error.body) && (error.status === undefined || error.status >= 500);

/** Runs `attempt`, then again after each delay while it fails with a retryable error. */
export async function withRetry<T>(
  attempt: () => Promise<T>,
  retry: RetryPolicy | undefined,
  toError: (error: unknown) => ApiError,
): Promise<T> {
  const delays = retry?.delaysMs ?? [];
  for (let index = 0; ; index += 1) {
    try {
      return await attempt();
    } catch (caught) {
      const error = toError(caught);
      const delay = delays[index];
      if (delay === undefined || !isRetryable(error)) throw error;
      await sleep(delay);
    }
  }
}
