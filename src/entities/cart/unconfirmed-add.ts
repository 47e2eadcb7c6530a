/**
 * Navigation state for /cart after adding a ticket whose answer could not be read: the cart page
 * asks the backend for the cart again and says the add is not confirmed (decision 0176). It
 * decides no outcome: the cart the backend answers shows whether the ticket is in it. Alone in
 * its file: the play page (start route) carries this constant only.
 */
export const UNCONFIRMED_ADD = { unconfirmedAdd: true } as const;
