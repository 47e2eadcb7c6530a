import { lazy, type ComponentType } from 'react';
import { loadNamespaces } from '@/i18n';
import { afterFirstPass } from '@/lib/first-pass';

/**
 * Loaded after the page that shows them, with their texts, so the start route stays as it was.
 * A chunk that cannot load (offline) shows nothing instead of failing the page.
 */
// Left out of a prerendered page's first pass (decision 0232): its chunk loads after the page.
const part = <P extends object>(loader: () => Promise<ComponentType<P>>) =>
  afterFirstPass(
    lazy(() =>
      Promise.all([loader(), loadNamespaces(['subscriptions'])]).then(
        ([component]) => ({ default: component }),
        (): { default: ComponentType<P> } => ({ default: () => null }),
      ),
    ),
  );

export const LazySubscribeLink = part(() =>
  import('./subscribe-link').then((m) => m.SubscribeLink),
);
