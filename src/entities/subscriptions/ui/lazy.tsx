import { lazy, type ComponentType } from 'react';
import { loadNamespaces } from '@/i18n';

/**
 * Loaded after the page that shows them, with their texts, so the start route stays as it was.
 * A chunk that cannot load (offline) shows nothing instead of failing the page.
 */
const part = <P extends object>(loader: () => Promise<ComponentType<P>>) =>
  lazy(() =>
    Promise.all([loader(), loadNamespaces(['subscriptions'])]).then(
      ([component]) => ({ default: component }),
      (): { default: ComponentType<P> } => ({ default: () => null }),
    ),
  );

export const LazySubscribeLink = part(() =>
  import('./subscribe-link').then((m) => m.SubscribeLink),
);
