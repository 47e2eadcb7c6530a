import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { forgetPersisted } from './persist';

/** Key prefixes of queries that hold one player's data; the shell names them at start. */
const playerPrefixes: QueryKey[] = [];

/** Names query key prefixes (cart, tickets...) that a logout must remove (lib cannot import features). */
export function registerPlayerQueries(...prefixes: QueryKey[]): void {
  const known = new Set(playerPrefixes.map((prefix) => JSON.stringify(prefix)));
  playerPrefixes.push(...prefixes.filter((prefix) => !known.has(JSON.stringify(prefix))));
}

/** Logout or 401: the player's queries leave the cache and the offline store (the badge empties). */
export function removePlayerQueries(client: QueryClient): void {
  for (const prefix of playerPrefixes) {
    client.removeQueries({ queryKey: prefix });
    forgetPersisted(prefix);
  }
}
