import type { Ticket } from '@/lib/api/types';

/**
 * The ticket's number as every screen shows it ("629-00120006", or its id when the backend gave
 * no number), isolated left-to-right so Arabic and Sorani text never reorders its digits.
 */
export const ticketNumberText = (ticket: Pick<Ticket, 'ticketnumber' | 'ticketId'>): string =>
  `\u2066${ticket.ticketnumber || ticket.ticketId}\u2069`;
