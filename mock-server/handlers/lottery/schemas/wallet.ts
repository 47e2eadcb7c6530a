import { z } from 'zod';
import type { WithdrawRequest } from '../../../../src/lib/api/types';
import { amount, pageQuery, text } from './fields';

export const pageOnlyQuery = z.looseObject(pageQuery);

/** POST /users/wallet/withdraw: amount limits and wallet-number format stay the service's. */
export const withdrawBody = z.looseObject({
  amount: amount.optional(),
  method: z.enum(['FIB', 'ZAIN_CASH', 'FAST_PAY'], { error: 'INVALID' }).optional(),
  fullName: text(100).optional(),
  walletNumber: text(32).optional(),
}) satisfies z.ZodType<Partial<WithdrawRequest>>;

export const voucherCodeQuery = z.looseObject({ voucherCode: text(64).optional() });
