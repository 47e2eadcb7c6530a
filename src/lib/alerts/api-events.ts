import { onApiEvent } from '@/lib/api/events';
import { alertStore } from './alert-store';
import { showErrorAlert } from './actions';

/**
 * Wires the adapter's events to the alert store (section 8): generic alerts, geo restriction and
 * the progress indicator. (A 401's cart-empty is the shell's: it empties the cart query.) Returns
 * the unsubscribe function.
 */
export function connectApiEvents(): () => void {
  return onApiEvent((event) => {
    switch (event.type) {
      case 'alert':
        // The session-expired dialog already says why calls are refused: no generic error on top.
        if (alertStore.sessionExpired && event.error.status === 401) break;
        showErrorAlert(event.error);
        break;
      case 'geo-restricted':
        alertStore.geoRestricted = true;
        break;
      case 'progress':
        alertStore.showProgress = event.inFlight > 0;
        break;
      default:
        break;
    }
  });
}
