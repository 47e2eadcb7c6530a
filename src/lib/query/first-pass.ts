import type { QueryClient } from '@tanstack/react-query';

const PREFIX = 'first-pass:';

/**
 * The query client as the build rendered the first screen (decision 0232): an empty cache, so
 * the client's first render hydrates the prerendered HTML exactly although the saved jackpot and
 * results, or the start's answers, are already in the cache. Give it to the hydrating tree (with
 * IsRestoringProvider, so nothing is fetched): each query a hook asks for gets a hash of its own,
 * an empty query beside the real one. Everything else is the real client's: the start, prefetches,
 * getQueryData, invalidations. Once the tree has the real client again, its hooks ask with
 * options already defaulted, which pass through: they see the real queries.
 */
export function firstPassClient(real: QueryClient): QueryClient {
  type Options = Parameters<QueryClient['defaultQueryOptions']>[0];
  const defaulted = (options: Options) => {
    if (options._defaulted) return options;
    const result = real.defaultQueryOptions(options);
    return { ...result, queryHash: `${PREFIX}${result.queryHash ?? ''}` };
  };
  return new Proxy(real, {
    get(target, key) {
      if (key === 'defaultQueryOptions') return defaulted;
      const value: unknown = Reflect.get(target, key, target);
      // Bound to the real client: its private fields answer only to it.
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/** Drops the first pass's empty stand-ins (never fetched): nothing should find them by key later. */
export function dropFirstPassQueries(real: QueryClient): void {
  const cache = real.getQueryCache();
  for (const query of cache.findAll({ predicate: (q) => q.queryHash.startsWith(PREFIX) }))
    cache.remove(query);
}
