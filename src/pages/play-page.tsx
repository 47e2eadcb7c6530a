import { GridActionProvider } from '@/components/slots/grid-action';
import { wantedSaveFavouriteAction } from '@/features/favourites/save/lazy';
import PlayBoard from '@/features/play/pages/play-page';

/** The board (play) with "Save as favourite" under the grid being picked (favourites). */
export default function PlayPage() {
  return (
    <GridActionProvider value={wantedSaveFavouriteAction}>
      <PlayBoard />
    </GridActionProvider>
  );
}
