import { lazy } from 'react';
import { loadNamespaces } from '@/i18n';
import type PlayAhead from './play-ahead';

/**
 * Play ahead loads after the play page, with its own texts: the start route does not grow. A
 * chunk that cannot load (offline) shows nothing instead of failing the page.
 */
export const LazyPlayAhead = lazy(() =>
  Promise.all([import('./play-ahead'), loadNamespaces(['playahead'])]).then(
    ([module]) => module,
    () => ({ default: (() => null) as unknown as typeof PlayAhead }),
  ),
);
