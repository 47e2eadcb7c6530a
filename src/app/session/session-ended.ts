import { proxy } from 'valtio';
import { alertStore } from '@/lib/alerts';
import { onApiEvent } from '@/lib/api/events';

/** Where the server ended the session: the dialog's login brings the player back there. */
export const sessionEnded = proxy({ path: null as string | null });

/**
 * The server refused the session (refresh token expired or revoked): the session-expired dialog
 * shows, as after 30 days without a click, instead of a generic error (decision 0206). Returns
 * the unsubscribe.
 */
export function connectSessionEndedEvents(): () => void {
  return onApiEvent((event) => {
    if (event.type !== 'session-ended' || alertStore.sessionExpired) return;
    sessionEnded.path = `${window.location.pathname}${window.location.search}`;
    alertStore.sessionExpired = true;
  });
}
