import type { QueryClient } from '@tanstack/react-query';
import { responsiblePlayKeys } from '@/lib/responsible-play/keys';

// Loaded on first use: the start route registers the calls but does not carry them.
const calls = () => import('./responsible-play-calls');

/**
 * Gives the shared responsible-play hooks (`@/lib/responsible-play`, used by the shell's reality
 * check, funds and the cart) their calls: lib may not import a feature, so the fetchers are
 * registered on the client as query defaults under the keys the hooks use.
 */
export function registerResponsiblePlayCalls(client: QueryClient): void {
  client.setQueryDefaults(responsiblePlayKeys.state(), {
    queryFn: async () => (await calls()).fetchResponsiblePlay(),
    // Limits move with deposits and purchases elsewhere: fresh on every screen that shows them.
    staleTime: 0,
    retry: false,
  });
  client.setQueryDefaults(responsiblePlayKeys.activity(), {
    queryFn: async () => (await calls()).fetchAllBookings(),
  });
}
