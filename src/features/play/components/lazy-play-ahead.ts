import { lazy } from 'react';
import { loadNamespaces } from '@/i18n';

/** Play ahead loads after the play page, with its own texts: the start route does not grow. */
export const LazyPlayAhead = lazy(() =>
  Promise.all([import('./play-ahead'), loadNamespaces(['playahead'])]).then(([module]) => module),
);
