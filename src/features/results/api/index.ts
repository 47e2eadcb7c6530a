// The results feature's door: draw results and winnings for the player tools and tickets.
export { resultsKeys } from './keys';
export { drawResultsQuery } from './use-draw-results';
export { resultsSince } from './get-results-since';
export { drawWinningsQuery, useDrawWinnings } from './get-draw-winnings';
