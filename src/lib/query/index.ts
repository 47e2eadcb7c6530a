export { createQueryClient, queryClient } from './query-client';
export { persistQueries, forgetPersisted } from './persist';
export { useSavedAt } from './use-saved-at';
export { useSingleFlight } from './single-flight';
