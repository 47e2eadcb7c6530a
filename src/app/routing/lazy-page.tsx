import { lazy, type ComponentType } from 'react';
import { loadNamespaces } from '@/i18n';
import { alertStore } from '@/lib/alerts';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { ComingSoonPage } from '../pages/coming-soon-page';

// why any: pages take different props (tab, outcome, documentId...); the route table supplies them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageComponent = ComponentType<any>;
type PageModule = { default: PageComponent };

// Every feature page, lazy: one chunk each. A page file that does not exist yet is simply absent.
const pages = import.meta.glob<PageModule>('../../features/*/pages/*-page.tsx');

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

/**
 * Namespaces a feature's pages show besides the feature's own (validation messages, the card
 * payment dialog): fetched with the page chunk, so nothing suspends again once the page is shown.
 */
const EXTRA_NAMESPACES: Record<string, string[]> = {
  account: ['settings', 'validation', 'responsible'],
  auth: ['validation'],
  cart: ['payment', 'responsible'],
  funds: ['payment', 'validation', 'responsible', 'withdraw'],
  payment: ['validation'],
  'responsible-play': ['responsible', 'settings', 'validation'],
};

/** The page module and its feature's translations of the current language, together. */
export function withNamespaces(file: string, loader: () => Promise<PageModule>) {
  const feature = file.split('/')[0] ?? '';
  const namespaces = [feature, ...(EXTRA_NAMESPACES[feature] ?? [])];
  return () => Promise.all([loader(), loadNamespaces(namespaces)]).then(([module]) => module);
}

const cache = new Map<string, PageComponent>();
/** Page modules already loaded (preloaded at start): they render at once, never suspending. */
const loadedPages = new Map<string, PageComponent>();
const loading = new Map<string, Promise<PageModule>>();

function loadPage(file: string, loader: () => Promise<PageModule>): Promise<PageModule> {
  let promise = loading.get(file);
  if (!promise) {
    promise = loadWithReloadOnce(withNamespaces(file, loader)).then((module) => {
      loadedPages.set(file, module.default);
      return module;
    });
    loading.set(file, promise);
  }
  return promise;
}

/**
 * Starts loading a page file with its translations; the app start awaits it for the route it
 * opens on, so React shows the page without a Suspense fallback (and its 300 ms reveal throttle).
 */
export function preloadPage(file: string): Promise<void> {
  const loader = pages[`../../features/${file}`];
  if (!loader) return Promise.resolve();
  return loadPage(file, loader).then(
    () => undefined,
    () => undefined,
  );
}

/** The lazy component of a page file (relative to src/features), created once per file. */
export function lazyPage(file: string): PageComponent {
  const cached = cache.get(file);
  if (cached) return cached;
  const loader = pages[`../../features/${file}`];
  let component: PageComponent = ComingSoonPage;
  if (loader) {
    const Lazy = lazy(() => loadPage(file, loader));
    component = function Page(props: Record<string, unknown>) {
      const Loaded = loadedPages.get(file) ?? Lazy;
      return <Loaded {...props} />;
    };
  }
  cache.set(file, component);
  return component;
}
