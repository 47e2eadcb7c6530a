import { lazy, memo, type ComponentType, type ReactNode } from 'react';
import { useIsLoggedIn } from '@/entities/session';
import { loadNamespaces } from '@/i18n';
import { afterFirstPass } from '@/lib/first-pass';
import { useInteracted } from '@/lib/scheduling';

/**
 * Loaded after the page that shows them, with their texts, so the start route stays as it was.
 * A chunk that cannot load (offline) shows nothing instead of failing the page.
 */
// Left out of a prerendered page's first pass (decision 0232): its chunk loads after the page.
export const favouritesPart = <P extends object>(loader: () => Promise<ComponentType<P>>) =>
  afterFirstPass(
    lazy(() =>
      Promise.all([loader(), loadNamespaces(['favourites'])]).then(
        ([component]) => ({ default: component }),
        (): { default: ComponentType<P> } => ({ default: () => null }),
      ),
    ),
  );

// memo: the play page re-renders on every toggle; this part's props do not change.
export const LazyPlayFavourites = memo(
  favouritesPart(() => import('./play-favourites').then((m) => m.PlayFavourites)),
);

/**
 * A player's favourites at once; a visitor's from the first touch, key or scroll (decision 0262):
 * their chunks and texts do not compete with the start. Its own component, so the page around it
 * does not re-render when the player first interacts.
 */
export function WhenFavouritesWanted({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const interacted = useInteracted();
  return loggedIn || interacted ? children : null;
}
