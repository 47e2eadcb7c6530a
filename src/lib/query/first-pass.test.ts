import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dropFirstPassQueries, firstPassClient } from './first-pass';

const options = { queryKey: ['game', 'info'], queryFn: async () => 'fetched' };

describe('firstPassClient', () => {
  it('shows a hook no data although the cache holds it, and leaves the real client alone', () => {
    const real = new QueryClient();
    real.setQueryData(['game', 'info'], 'saved');
    const pass = firstPassClient(real);

    const observer = new QueryObserver(pass, options);
    const result = observer.getOptimisticResult(pass.defaultQueryOptions(options));
    expect(result.data).toBeUndefined();
    expect(result.status).toBe('pending');
    // The start, getQueryData, invalidations: the real client, the real queries.
    expect(pass.getQueryData(['game', 'info'])).toBe('saved');
    expect(real.defaultQueryOptions(options).queryHash).toBe('["game","info"]');
  });

  it('lets options already defaulted through: once the tree has the real client, its data', () => {
    const real = new QueryClient();
    real.setQueryData(['game', 'info'], 'saved');
    const pass = firstPassClient(real);
    const observer = new QueryObserver(pass, options);
    observer.getOptimisticResult(pass.defaultQueryOptions(options));

    const after = observer.getOptimisticResult(real.defaultQueryOptions(options));
    expect(after.data).toBe('saved');
    dropFirstPassQueries(real);
    expect(
      real
        .getQueryCache()
        .getAll()
        .map((query) => query.queryHash),
    ).toEqual(['["game","info"]']);
  });
});
