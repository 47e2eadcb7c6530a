import * as z from 'zod/mini';
import { dateTime, id, iqd, object, text } from './fields';

/** GET /users/prize-claims (extension, decision 0251). */
export const prizeClaims = object({
  threshold: iqd,
  contactPhone: text,
  claims: z.array(
    object({
      claimId: text,
      ticketId: id,
      drawId: id,
      amount: iqd,
      state: z.enum(['WAITING_FOR_PLAYER', 'DOCUMENTS_CHECKED', 'PAID']),
      created: dateTime,
    }),
  ),
});
