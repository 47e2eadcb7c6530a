/**
 * Navigation state for /cart after adding a ticket whose answer could not be read: the cart page
 * asks the backend for the cart again and says the add is not confirmed (decision 0176). It
 * decides no outcome: the cart the backend answers shows whether the ticket is in it.
 */
export const UNCONFIRMED_ADD = { unconfirmedAdd: true } as const;

export const isUnconfirmedAdd = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'unconfirmedAdd' in state;
