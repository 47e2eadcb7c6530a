import { z } from 'zod';
import type { PayInInvokeRequest } from '../../../../src/lib/api/types';
import { amount, asked, flag, text } from './fields';

/** Payment ids the fake hands out: letters, digits, `-` and `_`. */
export const paymentIdParams = z.looseObject({
  paymentId: z
    .string()
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/, 'expected a payment id'),
});

/** PUT /payment/pay-in/invoke: minimum and method rules answer INVALID_AMOUNT in the service. */
export const payInInvokeBody = z.looseObject({
  amountInCent: asked(amount),
  useToken: asked(flag),
  paymentMethod: asked(z.enum(['FAST_PAY', 'FIB', 'ZAIN_CASH', 'QI_CARD'], { error: 'INVALID' })),
}) satisfies z.ZodType<Partial<PayInInvokeRequest>>;

/** POST /payment/pay-in/result. */
export const payInResultBody = z.looseObject({
  paymentId: text(128).optional(),
  order: z.looseObject({ status: text(32).optional() }).optional(),
  error: z.looseObject({ messages: z.array(text(500)).max(20).optional() }).optional(),
});

export const cardPageQuery = z.looseObject({ status: text(32).optional() });
