import { lazy } from 'react';
import { loadNamespaces } from '@/i18n';
import { alertStore } from '@/lib/alerts';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import type { PageComponent, PageDef, PageModule } from './page-def';

export type { PageComponent };

/** Whether the app's own server answers: navigator.onLine alone can say "online" on a dead network. */
export async function serverReachable(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    await fetch(window.location.origin, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

const RECHECK_MS = 5_000;

/** Shows the no-connection dialog until the browser is back online (or the server answers again). */
function connectionBack(reachable: () => Promise<boolean>): Promise<void> {
  alertStore.offline = true;
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      clearInterval(timer);
      resolve();
    };
    window.addEventListener('online', done);
    const timer = setInterval(() => void reachable().then((ok) => ok && done()), RECHECK_MS);
  });
}

/**
 * Section 4: a failed page chunk (usually a new deployment) reloads the page, once. The flag in
 * sessionStorage stops a reload loop: a second failure reaches the error boundary instead.
 * Offline is not a new deployment: a reload would end on the browser's own error page, so the
 * no-connection dialog shows and the chunk is fetched again once the connection is back.
 */
export async function loadWithReloadOnce(
  loader: () => Promise<PageModule>,
  reload: () => void = () => window.location.reload(),
  reachable: () => Promise<boolean> = serverReachable,
): Promise<PageModule> {
  for (;;) {
    try {
      const module = await loader();
      storage.remove(STORAGE_KEYS.chunkReload, 'session');
      return module;
    } catch (error) {
      if (!(await reachable())) {
        await connectionBack(reachable);
        continue;
      }
      if (storage.get(STORAGE_KEYS.chunkReload, 'session')) throw error;
      storage.set(STORAGE_KEYS.chunkReload, '1', 'session');
      reload();
      // Never resolves: the page is going away.
      return new Promise<PageModule>(() => undefined);
    }
  }
}

/** The page module and the namespaces it shows, in the current language, together. */
export function withNamespaces(page: PageDef): () => Promise<PageModule> {
  return () =>
    Promise.all([page.load(), loadNamespaces([...page.namespaces])]).then(([module]) => module);
}

const cache = new Map<PageDef, PageComponent>();
/** Page modules already loaded (preloaded at start): they render at once, never suspending. */
const loadedPages = new Map<PageDef, PageComponent>();
const loading = new Map<PageDef, Promise<PageModule>>();

function loadPage(page: PageDef): Promise<PageModule> {
  let promise = loading.get(page);
  if (!promise) {
    promise = loadWithReloadOnce(withNamespaces(page)).then((module) => {
      loadedPages.set(page, module.default);
      return module;
    });
    loading.set(page, promise);
  }
  return promise;
}

/**
 * Starts loading a page with its translations; the app start awaits it for the route it opens
 * on, so React shows the page without a Suspense fallback (and its 300 ms reveal throttle).
 */
export function preloadPage(page: PageDef): Promise<void> {
  return loadPage(page).then(
    () => undefined,
    () => undefined,
  );
}

/** The lazy component of a page, created once per page. */
export function lazyPage(page: PageDef): PageComponent {
  const cached = cache.get(page);
  if (cached) return cached;
  // Erased like the page it stands for: the props are the ones its route was checked with.
  const Lazy = lazy(() => loadPage(page) as Promise<PageModule<object>>);
  const component = function Page(props: object) {
    const Loaded = (loadedPages.get(page) as PageComponent<object> | undefined) ?? Lazy;
    return <Loaded {...props} />;
  };
  cache.set(page, component);
  return component;
}
