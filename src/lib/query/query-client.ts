import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query client. The adapter already retries where the spec says so (balance) and
 * raises the alerts, so react-query does not retry on its own.
 */
export function createQueryClient(options: { test?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        ...(options.test ? { gcTime: Infinity } : {}),
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
