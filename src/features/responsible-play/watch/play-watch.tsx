import { SessionEndedDialog } from '@/entities/responsible-play/ui/session-ended-dialog';
import { SpendingOverviewDialog } from './spending-overview-dialog';
import RealityCheckDialog from '@/entities/responsible-play/ui/reality-check-dialog';

/**
 * What watches over a logged-in player's play, in one chunk loaded after the page: the reality
 * check, the end of a capped session (decision 0282), the spending overview at login (0283).
 */
export default function PlayWatch({ onLogout }: { onLogout: () => Promise<void> }) {
  return (
    <>
      <RealityCheckDialog onLogout={onLogout} />
      <SessionEndedDialog />
      <SpendingOverviewDialog />
    </>
  );
}
