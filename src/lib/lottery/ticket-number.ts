import type { Ticket } from '@/lib/api/types';

/** The ticket's number ("629-00120006", or its id when the backend gave no number), Latin always. */
export const ticketNumberOf = (ticket: Pick<Ticket, 'ticketnumber' | 'ticketId'>): string =>
  ticket.ticketnumber || String(ticket.ticketId);

/**
 * The ticket's number as plain text (a label, a dialog's description), isolated left-to-right so
 * Arabic and Sorani text never reorders its digits. Shown on screen, it is an LtrFigure.
 */
export const ticketNumberText = (ticket: Pick<Ticket, 'ticketnumber' | 'ticketId'>): string =>
  `\u2066${ticketNumberOf(ticket)}\u2069`;
