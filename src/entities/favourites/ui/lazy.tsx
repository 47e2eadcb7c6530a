import { lazy, memo, type ComponentType } from 'react';
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
      Promise.all([loader(), loadNamespaces(['favourites'])]).then(
        ([component]) => ({ default: component }),
        (): { default: ComponentType<P> } => ({ default: () => null }),
      ),
    ),
  );

export const LazySaveFavourite = part(() =>
  import('./save-favourite').then((m) => m.SaveFavourite),
);
// memo: the play page re-renders on every toggle; this part's props do not change.
export const LazyPlayFavourites = memo(
  part(() => import('./play-favourites').then((m) => m.PlayFavourites)),
);
