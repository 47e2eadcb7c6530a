// The play feature's door: the shell prefetches the ticket type and the offer through these.
export { ticketTypeQueryOptions, useTicketType } from './get-ticket-type';
