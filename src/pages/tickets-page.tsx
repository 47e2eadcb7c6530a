import { GridActionProvider } from '@/components/slots/grid-action';
import { saveFavouriteAction } from '@/features/favourites/save/lazy';
import TicketList, { type TicketsTab } from '@/features/tickets/pages/tickets-page';

/** The player's tickets, each grid with "Save as favourite" (favourites). */
export default function TicketsPage({ tab }: { tab: TicketsTab }) {
  return (
    <GridActionProvider value={saveFavouriteAction}>
      <TicketList tab={tab} />
    </GridActionProvider>
  );
}
