import { GridActionProvider } from '@/components/slots/grid-action';
import { saveFavouriteAction } from '@/features/favourites/save/lazy';
import type { TicketsTab } from '@/features/tickets/pages/tickets-page';
import TicketDetails from '@/features/tickets/pages/ticket-details-page';

/** One ticket's details, each grid with "Save as favourite" (favourites). */
export default function TicketDetailsPage({ tab }: { tab: TicketsTab }) {
  return (
    <GridActionProvider value={saveFavouriteAction}>
      <TicketDetails tab={tab} />
    </GridActionProvider>
  );
}
