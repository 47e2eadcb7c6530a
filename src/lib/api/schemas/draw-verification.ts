import * as z from 'zod/mini';
import { dateTime, id, numbers, object, text } from './fields';

/** GET /draw/verification (extension, decisions 0200 and 0218). */
export const drawVerification = object({
  drawId: id,
  algorithm: text,
  method: z.enum(['seed', 'manual']),
  commitment: z.nullable(text),
  committedAt: z.nullable(dateTime),
  stopSellAt: dateTime,
  drawnAt: z.nullable(dateTime),
  ticketsHash: z.nullable(text),
  seed: z.nullable(text),
  winningNumbers: z.nullable(numbers),
});
