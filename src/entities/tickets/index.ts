// The tickets entity: the player's ticket lists (fetchers, queries, keys) and one ticket found in
// them, read by the tickets pages, the receipt, the checker, the win notice and the cart.
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
