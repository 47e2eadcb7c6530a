import { lazy, memo, type ComponentType } from 'react';
import { loadNamespaces } from '@/i18n';

// why any: each part has its own props; lazy() keeps them through the loader's type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Part = ComponentType<any>;

/**
 * Loaded after the page that shows them, with their texts, so the start route stays as it was.
 * A chunk that cannot load (offline) shows nothing instead of failing the page.
 */
const part = <P extends Part>(loader: () => Promise<P>) =>
  lazy(() =>
    Promise.all([loader(), loadNamespaces(['favourites'])]).then(
      ([component]) => ({ default: component }),
      () => ({ default: (() => null) as unknown as P }),
    ),
  );

export const LazySaveFavourite = part(() =>
  import('./save-favourite').then((m) => m.SaveFavourite),
);
// memo: the play page re-renders on every toggle; this part's props do not change.
export const LazyPlayFavourites = memo(
  part(() => import('./play-favourites').then((m) => m.PlayFavourites)),
);
