export { createQueryClient, queryClient } from './query-client';
export { useSingleFlight } from './single-flight';
