import type { QueryClient } from '@tanstack/react-query';
import { registerFavouritesCalls } from '@/features/favourites/api';
import { registerResponsiblePlayCalls } from '@/features/responsible-play/api/register-responsible-play-calls';

const registered = new WeakSet<QueryClient>();

/**
 * Shared hooks in lib (favourites, responsible play) name their queries by key only; the features
 * that own the calls register the fetchers here, once per client, before anything renders.
 */
export function registerQueryCalls(client: QueryClient): void {
  if (registered.has(client)) return;
  registered.add(client);
  registerFavouritesCalls(client);
  registerResponsiblePlayCalls(client);
}
