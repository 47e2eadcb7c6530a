import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { alertStore } from '@/lib/alerts';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { PAGES } from '../route-pages';
import { loadWithReloadOnce, withNamespaces } from './lazy-page';
import { definePage } from './page-def';

describe('withNamespaces', () => {
  it('loads the page module and the namespaces it declares together', async () => {
    const load = vi.spyOn(i18n, 'loadNamespaces');
    const module = { default: () => null };
    const loader = withNamespaces(
      definePage(() => Promise.resolve(module), ['auth', 'validation']),
    );
    expect(await loader()).toBe(module);
    expect(load).toHaveBeenCalledWith(['auth', 'validation']);
  });

  it('loads the namespaces before the page renders: the route table declares them per page', async () => {
    const load = vi.spyOn(i18n, 'loadNamespaces');
    await withNamespaces(PAGES.tickets)();
    expect(load).toHaveBeenCalledWith(['tickets']);
  });
});

describe('a page chunk that cannot load', () => {
  const page = { default: () => null };
  beforeEach(() => storage.remove(STORAGE_KEYS.chunkReload, 'session'));

  it('while offline: no reload (the browser would show its own error page); the no-connection dialog, then a retry once online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    const loader = vi
      .fn<() => Promise<{ default: () => null }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(page);
    const loading = loadWithReloadOnce(loader, reload);
    await vi.waitFor(() => expect(alertStore.offline).toBe(true));
    expect(loader).toHaveBeenCalledTimes(1);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toBe(page);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('while online (a new deployment): reloads once', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const reload = vi.fn();
    void loadWithReloadOnce(
      () => Promise.reject(new Error('gone')),
      reload,
      async () => true,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await expect(
      loadWithReloadOnce(
        () => Promise.reject(new Error('gone')),
        reload,
        async () => true,
      ),
    ).rejects.toThrow('gone');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
