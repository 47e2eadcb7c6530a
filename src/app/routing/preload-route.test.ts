import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentKeys } from '@/entities/content/content-keys';
import { resultsKeys } from '@/entities/results/keys';
import type * as I18n from '@/i18n';
import { i18n } from '@/i18n';
import { queryClient } from '@/lib/query';
import { warmRouteChunks } from './preload-route';

const prefetchNamespaceFiles = vi.hoisted(() => vi.fn());
vi.mock('@/i18n', async (original) => ({
  ...(await original<typeof I18n>()),
  prefetchNamespaceFiles,
}));

// The page chunk loads cold in this file's own module graph: over vi.waitFor's 1 s under load.
const CHUNK_LOAD = { timeout: 10_000 };

/** The query keys asked for so far (their fetchers are not run: the client's calls are spied). */
function prefetchedKeys() {
  const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
  const fetch = vi.spyOn(queryClient, 'fetchQuery').mockResolvedValue([]);
  return () => [...fetch.mock.calls, ...prefetch.mock.calls].map(([options]) => options.queryKey);
}

describe('warmRouteChunks: what an opening route starts before its first render', () => {
  afterEach(() => {
    prefetchNamespaceFiles.mockClear();
  });

  it('/media_center: the news in the UI language once the base addresses are known', async () => {
    const keys = prefetchedKeys();
    let configLoaded = () => {};
    const configReady = new Promise<void>((resolve) => (configLoaded = resolve));
    warmRouteChunks('/media_center', configReady);
    // The page's texts download with its chunk, before the start texts are in.
    expect(prefetchNamespaceFiles).toHaveBeenCalledWith(i18n.language, ['content']);
    // No base address yet: nothing may be asked.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(keys()).toEqual([]);
    configLoaded();
    await vi.waitFor(
      () =>
        expect(keys()).toEqual([
          contentKeys.latestNews(i18n.language),
          contentKeys.topNews(i18n.language),
        ]),
      CHUNK_LOAD,
    );
  });

  it('/more/results: the results range the page shows', async () => {
    const keys = prefetchedKeys();
    warmRouteChunks('/more/results', Promise.resolve());
    await vi.waitFor(() => expect(keys()).toHaveLength(1), CHUNK_LOAD);
    expect(keys()[0]?.slice(0, resultsKeys.ranges().length)).toEqual([...resultsKeys.ranges()]);
  });

  it('the start page: its chunk only (the app start prefetches its data)', async () => {
    const keys = prefetchedKeys();
    warmRouteChunks('/', Promise.resolve());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(keys()).toEqual([]);
  });

  it('a path no fixed route has (a CMS page): nothing', async () => {
    const keys = prefetchedKeys();
    warmRouteChunks('/no-such-page', Promise.resolve());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(keys()).toEqual([]);
    expect(prefetchNamespaceFiles).not.toHaveBeenCalled();
  });
});
