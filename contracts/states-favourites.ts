/**
 * Provider states of the favourites extension (contracts/consumer/extensions-favourites.pact.test.ts).
 * Each starts from a reset world with the seeded demo player logged in (its securityToken is
 * answered); `favouriteId` is injected where the state creates a favourite.
 * The fake implements them in mock-server/control/provider-states-favourites.ts.
 */
export const FAVOURITE_STATES = {
  noFavourites: 'a verified player without favourites',
  oneFavourite: 'a verified player with one favourite',
  fullFavourites: 'a verified player who has saved the most favourites allowed',
} as const;

export type FavouriteStateName = (typeof FAVOURITE_STATES)[keyof typeof FAVOURITE_STATES];

/** The favourite the `oneFavourite` state saves. */
export const SAVED_FAVOURITE = { name: 'Family', numbers: [3, 8, 12, 17, 21, 29] } as const;
