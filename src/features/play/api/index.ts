// The play feature's door: other features and the shell read game facts only through these.
export { playKeys } from './keys';
export { gameInfoQueryOptions, useJackpot } from './get-game-info';
export { ticketTypeQueryOptions, useTicketType } from './get-ticket-type';
export { offerInfoQuery } from './use-offer-draws';
// The one client-state entry other pages need: "play these numbers" starts a draft on the board.
export { startDraftWith } from '../stores/draft-store';
