import { z } from 'zod';
import type { TicketFilter } from '../../../../src/lib/api/types';
import { dateParam, intParam, pageQuery, text } from './fields';

export const offerInfoQuery = z.looseObject({
  firstEventDate: dateParam.optional(),
  lastEventDate: dateParam.optional(),
  partner: text(64).optional(),
  ticketType: text(32).optional(),
});

export const ticketListQuery = z.looseObject({
  ...pageQuery,
  orderBy: z.enum(['created', '-created', 'lastDrawDateTime', '-lastDrawDateTime']).optional(),
});

export const ticketFiltersBody = z
  .array(
    z.looseObject({
      filterKey: z.literal('ticketState'),
      filterValue: text(32),
      filterValues: z.array(text(32)).max(20).default([]),
    }),
  )
  .max(20) satisfies z.ZodType<TicketFilter[]>;

export const resultsQuery = z.looseObject({
  dateFrom: dateParam.optional(),
  dateTo: dateParam.optional(),
  gameTypeNames: text(200).optional(),
});

export const winningsQuery = z.looseObject({ drawId: intParam(1, 1_000_000_000).optional() });

export const drawInformationQuery = z.looseObject({
  gameTypeNames: text(200).optional(),
  nextAmount: intParam(1, 1000).optional(),
});
