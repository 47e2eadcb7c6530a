import { Suspense } from 'react';
import { favouritesPart, WhenFavouritesWanted } from '@/entities/favourites/ui/lazy';
import { OptionalSlot } from '@/components/ui/optional-slot';

/** "Save as favourite", its own chunk with its texts (the play page is on the start route). */
const LazySaveFavourite = favouritesPart(() =>
  import('./save-favourite').then((m) => m.SaveFavourite),
);

/** Under a grid of a ticket or the checker: the player came for these numbers. */
export const saveFavouriteAction = (numbers: readonly number[]) => (
  <OptionalSlot>
    <LazySaveFavourite numbers={numbers} />
  </OptionalSlot>
);

/** Under the board's grid: a visitor's from the first touch, key or scroll (decision 0262). */
export const wantedSaveFavouriteAction = (numbers: readonly number[]) => (
  <WhenFavouritesWanted>
    <Suspense fallback={null}>
      <LazySaveFavourite numbers={numbers} />
    </Suspense>
  </WhenFavouritesWanted>
);
