import * as z from 'zod/mini';
import { isApiError } from './errors';
import { ApiErrorCode } from './types';

/**
 * Extension (decision 0281): the details of 409 LIABILITY_CAP_REACHED, the grids (numbers in
 * order) whose combination would pass the lottery's liability cap, and the draws where it would.
 */
const details = z.object({
  tips: z.array(z.array(z.number())),
  drawIds: z.array(z.number()),
});
export type LiabilityCapDetails = z.infer<typeof details>;

/** The refusal's details, or null for any other error (or details the app cannot read). */
export function liabilityCapRefusal(error: unknown): LiabilityCapDetails | null {
  if (!isApiError(error) || error.code !== ApiErrorCode.LiabilityCapReached) return null;
  const parsed = details.safeParse(error.body?.details);
  return parsed.success ? parsed.data : null;
}
