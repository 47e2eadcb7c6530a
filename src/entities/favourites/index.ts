// The favourites entity: the account's list (fetcher, query, hooks, keys) and a visitor's list in
// this browser. Its UI parts load lazily from './ui/lazy' (the play page, on the start route,
// imports that file alone).
export * from './favourite-rules';
export { localFavourites, localFavouriteActions } from './local-favourites';
export { applyLocally, LocalLimitError, type FavouriteChange } from './change';
export * from './use-favourites';
export { accountFavouritesQuery } from './favourites-query';
export { favouriteKeys } from './keys';
