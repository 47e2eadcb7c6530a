// The tickets feature's door: other features read tickets only through these.
export { ticketsKeys } from './keys';
export {
  ticketListQueryOptions,
  useRecentTickets,
  useTicketList,
  TICKETS_PAGE_SIZE,
  type TicketList,
} from './get-tickets';
export { useFindTicket } from './use-find-ticket';
export type { TicketListKind } from './ticket-pages';
