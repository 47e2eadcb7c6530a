import * as z from 'zod/mini';
import { isApiError } from '@/lib/api/errors';
import { REFUSAL_DETAILS, type RefusalDetails } from '@/lib/api/schemas/refusals';
import { ApiErrorCode } from '@/lib/api/types';

/** What a voucher refused as worth more than the cart would cover and lose (decision 0254). */
export interface WorthMore {
  code: string;
  /** The backend's figures, or null when it gave none the app can read (the words then omit them). */
  amounts: RefusalDetails<'VOUCHER_WORTH_MORE'> | null;
}

/**
 * The choice a VOUCHER_WORTH_MORE refusal offers, or null for any other answer. The figures are
 * read with the code's one shape (REFUSAL_DETAILS), in zod/mini: full zod probes `new Function`,
 * which the CSP reports as a violation.
 */
export function worthMoreOf(error: unknown, code: string): WorthMore | null {
  if (!isApiError(error) || error.code !== ApiErrorCode.VoucherWorthMore) return null;
  const parsed = z.safeParse(REFUSAL_DETAILS.VOUCHER_WORTH_MORE, error.body?.details);
  return { code, amounts: parsed.success ? parsed.data : null };
}
