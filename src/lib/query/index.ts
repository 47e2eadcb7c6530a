export { createQueryClient, queryClient } from './query-client';
