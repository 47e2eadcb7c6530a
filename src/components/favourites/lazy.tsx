import { lazy } from 'react';
import { loadNamespaces } from '@/i18n';

// Loaded after the page that shows them, with their texts: the start route stays as small as it was.
const withTexts = <T,>(loader: () => Promise<T>) =>
  Promise.all([loader(), loadNamespaces(['favourites'])]).then(([module]) => module);

export const LazySaveFavourite = lazy(() =>
  withTexts(() => import('./save-favourite')).then((m) => ({ default: m.SaveFavourite })),
);

export const LazyPlayFavourites = lazy(() =>
  withTexts(() => import('./play-favourites')).then((m) => ({ default: m.PlayFavourites })),
);
