import { z } from 'zod';
import type { WithdrawRequest } from '../../../../src/lib/api/types';
import { amount, asked, pageQuery, text } from './fields';

export const pageOnlyQuery = z.looseObject(pageQuery);

/** POST /users/wallet/withdraw: amount limits and wallet-number format stay the service's. */
export const withdrawBody = z.looseObject({
  amount: asked(amount),
  method: asked(z.enum(['FIB', 'ZAIN_CASH', 'FAST_PAY'], { error: 'INVALID' })),
  fullName: asked(text(100)),
  walletNumber: asked(text(32)),
}) satisfies z.ZodType<Partial<WithdrawRequest>>;

export const voucherCodeQuery = z.looseObject({ voucherCode: asked(text(64)) });
