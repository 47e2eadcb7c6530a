import { isApiError } from './errors';
import { ApiErrorCode } from './types';

/**
 * Extension (decision 0281): the details of 409 LIABILITY_CAP_REACHED, the grids (numbers in
 * order) whose combination would pass the lottery's liability cap, and the draws where it would.
 */
export interface LiabilityCapDetails {
  tips: number[][];
  drawIds: number[];
}

const numbers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((n) => typeof n === 'number' && Number.isInteger(n));

/**
 * The refusal's details, or null for any other error or details the app cannot read. Checked by
 * hand, not with zod: the play page is on the start route, and zod would join it (7 KiB gzip).
 */
export function liabilityCapRefusal(error: unknown): LiabilityCapDetails | null {
  if (!isApiError(error) || error.code !== ApiErrorCode.LiabilityCapReached) return null;
  const details = error.body?.details;
  const tips: unknown = details?.tips;
  const drawIds: unknown = details?.drawIds;
  if (!Array.isArray(tips) || !tips.every(numbers) || !numbers(drawIds)) return null;
  return { tips, drawIds };
}
