import * as z from 'zod/mini';
import { pageQuery, upTo } from './request-fields';

/** The ticket list's page and order (getTickets, games.ts). */
export const ticketListQuery = z.looseObject({
  ...pageQuery,
  orderBy: z.optional(z.enum(['created', '-created', 'lastDrawDateTime', '-lastDrawDateTime'])),
});

/** The ticket list's filters: by state only. */
export const ticketFilters = z
  .array(
    z.looseObject({
      filterKey: z.literal('ticketState'),
      filterValue: upTo(32),
      filterValues: z._default(z.array(upTo(32)).check(z.maxLength(20)), []),
    }),
  )
  .check(z.maxLength(20));
