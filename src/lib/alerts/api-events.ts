import { onApiEvent } from '@/lib/api/events';
import { alertStore } from './alert-store';
import { showErrorAlert } from './actions';

/**
 * Wires the adapter's events to the alert store (section 8): generic alerts, geo restriction,
 * cart-empty on a 401 message and the progress indicator. Returns the unsubscribe function.
 */
export function connectApiEvents(): () => void {
  return onApiEvent((event) => {
    switch (event.type) {
      case 'alert':
        showErrorAlert(event.error);
        break;
      case 'geo-restricted':
        alertStore.geoRestricted = true;
        break;
      case 'cart-empty':
        alertStore.isCartEmpty = true;
        break;
      case 'progress':
        alertStore.showProgress = event.inFlight > 0;
        break;
      default:
        break;
    }
  });
}
