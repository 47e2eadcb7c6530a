// The game entity: the 6of29 game's info (jackpot, next draw) read by the play page, the results
// page and app start, and the keys of the public lottery facts.
export { playKeys } from './keys';
export { gameInfoQueryOptions, getGameInfo, useJackpot } from './game-info';
export { ticketTypeQueryOptions } from './ticket-type';
export { offerInfoQuery } from './offer-info';
