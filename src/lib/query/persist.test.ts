import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetPersisted, persistQueries } from './persist';

const options = { prefixes: [['results']], storageKey: 'test-offline', maxAgeMs: 60_000 };

afterEach(() => localStorage.clear());

describe('persistQueries', () => {
  it('saves listed answers with their time and restores them into a new cache', async () => {
    const first = new QueryClient();
    const stop = persistQueries(first, options);
    await first.fetchQuery({ queryKey: ['results', 'range', 1], queryFn: async () => [7] });
    await first.fetchQuery({ queryKey: ['profile'], queryFn: async () => 'private' });
    stop();

    const next = new QueryClient();
    persistQueries(next, options);
    expect(next.getQueryData(['results', 'range', 1])).toEqual([7]);
    expect(next.getQueryState(['results', 'range', 1])?.dataUpdatedAt).toBeGreaterThan(0);
    // Only the listed prefixes are ever written.
    expect(next.getQueryData(['profile'])).toBeUndefined();
    expect(localStorage.getItem('test-offline')).not.toContain('private');
  });

  it('drops entries older than the limit', () => {
    localStorage.setItem(
      'test-offline',
      JSON.stringify([{ key: ['results'], data: [1], updatedAt: Date.now() - 120_000 }]),
    );
    const client = new QueryClient();
    persistQueries(client, options);
    expect(client.getQueryData(['results'])).toBeUndefined();
  });

  it('keeps an answer saved after its query left the cache, until a logout forgets its prefix', async () => {
    const first = new QueryClient();
    const stop = persistQueries(first, { ...options, prefixes: [['results'], ['tickets']] });
    await first.fetchQuery({ queryKey: ['results', 'range', 1], queryFn: async () => [7] });
    await first.fetchQuery({ queryKey: ['tickets', 'list', 'open'], queryFn: async () => [5] });
    // Garbage collected (the page was left): the saved copy stays for offline reading.
    first.removeQueries({ queryKey: ['results'] });
    await first.fetchQuery({ queryKey: ['tickets', 'list', 'open'], queryFn: async () => [6] });
    forgetPersisted(['tickets']);
    stop();

    const next = new QueryClient();
    persistQueries(next, options);
    expect(next.getQueryData(['results', 'range', 1])).toEqual([7]);
    expect(localStorage.getItem('test-offline')).not.toContain('tickets');
  });
});
