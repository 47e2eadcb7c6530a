// The results entity: draw results by date range and a draw's winnings (fetchers, queries, keys),
// read by the results page, the history archive, the number checker and the ticket cards.
export { resultsKeys } from './keys';
export { drawResultsQuery, resultsRange, useDrawResults } from './use-draw-results';
export { resultsSince } from './get-results-since';
export { drawWinningsQuery, useDrawWinnings } from './get-draw-winnings';
