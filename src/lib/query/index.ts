export { createQueryClient, queryClient } from './query-client';
export { persistQueries } from './persist';
export { useSavedAt } from './use-saved-at';
export { useSingleFlight } from './single-flight';
