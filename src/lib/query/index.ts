export { createQueryClient, queryClient } from './query-client';
export { persistQueries, forgetPersisted } from './persist';
export { registerPlayerQueries, removePlayerQueries } from './player-queries';
export { useSavedAt } from './use-saved-at';
export { useSingleFlight } from './single-flight';
