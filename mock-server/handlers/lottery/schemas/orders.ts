import { z } from 'zod';
import type { AddVoucherToCartRequest, TicketDeliverIQDto } from '../../../../src/lib/api/types';
import { idParam, text } from './fields';

/** A ticket: the grid rules (6 distinct numbers from 1 to 29) answer INVALID_TICKET in the service. */
export const ticketBody = z.looseObject({
  ticketTypeName: text(32),
  drawIds: z.array(z.number()).max(100),
  tips: z.array(z.array(z.number()).max(29)).max(100),
}) satisfies z.ZodType<TicketDeliverIQDto>;

export const ticketsBody = z.array(ticketBody).max(100);

export const cartVoucherBody = z.looseObject({
  voucherCode: text(64),
  acceptUnused: z.boolean().optional(),
}) satisfies z.ZodType<AddVoucherToCartRequest>;

export const orderParams = z.looseObject({ orderId: idParam });

export const positionParams = z.looseObject({ orderId: idParam, positionId: idParam });

/** Receipts extension (decision 0178): a receipt number such as R7001-40001. */
export const receiptParams = z.looseObject({ receiptNumber: text(64) });
