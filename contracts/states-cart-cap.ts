/**
 * Provider state of the cart cap (provider lottery-api-extensions; behaviour 23), in
 * plain English for the backend team. The fake implements it in
 * mock-server/control/provider-states-cart-cap.ts; it answers the player's `securityToken` and
 * `drawId`, an open draw the pact's ticket plays.
 */
export const CART_CAP_STATES = {
  fullCart: 'a verified player whose cart holds the most positions a cart may hold',
} as const;
