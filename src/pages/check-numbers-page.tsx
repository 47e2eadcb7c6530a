import { GridActionProvider } from '@/components/slots/grid-action';
import { saveFavouriteAction } from '@/features/favourites/save/lazy';
import NumbersChecker from '@/features/checker/pages/check-numbers-page';

/** The checker with "Save as favourite" for the numbers checked (favourites). */
export default function CheckNumbersPage() {
  return (
    <GridActionProvider value={saveFavouriteAction}>
      <NumbersChecker />
    </GridActionProvider>
  );
}
