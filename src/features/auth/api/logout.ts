import { api } from '@/lib/api';
import { showDialog } from '@/lib/alerts';
import { clearSession, sessionStore } from '@/lib/session';

/** Deletes the active cart, if there is one; a failure never blocks the logout. */
async function deleteActiveCart(): Promise<void> {
  try {
    const cart = await api.getActiveCart();
    await api.deleteCart(cart.orderId);
  } catch {
    // No active cart (404) or the call failed: nothing to delete.
  }
}

/**
 * Section 4: deletes the cart, calls logout and clears the session (tokens and every player
 * query) whether or not the call succeeded. When the server could not be told (a network that
 * fails without an offline event, a 5xx), the player learns that the device is logged out but the
 * server session may live on. Resolves to whether the logout call succeeded;
 * navigation is the caller's.
 */
export async function logout(): Promise<boolean> {
  await deleteActiveCart();
  let succeeded = true;
  try {
    await api.logout();
  } catch {
    succeeded = false;
  }
  clearSession();
  sessionStore.loggedOut = true;
  if (!succeeded) {
    // A start namespace (errors): its main case is offline, when no other text file can load.
    showDialog({
      kind: 'warning',
      title: { key: 'errors:logoutServerNotTold.title' },
      text: { key: 'errors:logoutServerNotTold.text' },
    });
  }
  return succeeded;
}
