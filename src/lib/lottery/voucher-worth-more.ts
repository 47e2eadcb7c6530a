import { z } from 'zod';
import { isApiError } from '@/lib/api/errors';
import { ApiErrorCode } from '@/lib/api/types';

const amounts = z.object({
  voucherAmount: z.int().positive(),
  applied: z.int().nonnegative(),
  unused: z.int().positive(),
});

/** What a voucher refused as worth more than the cart would cover and lose (decision 0254). */
export interface WorthMore {
  code: string;
  /** The backend's figures, or null when it gave none the app can read (the words then omit them). */
  amounts: z.infer<typeof amounts> | null;
}

/** The choice a VOUCHER_WORTH_MORE refusal offers, or null for any other answer. */
export function worthMoreOf(error: unknown, code: string): WorthMore | null {
  if (!isApiError(error) || error.code !== ApiErrorCode.VoucherWorthMore) return null;
  const parsed = amounts.safeParse(error.body?.details);
  return { code, amounts: parsed.success ? parsed.data : null };
}
