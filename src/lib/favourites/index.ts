export * from './favourite-rules';
export { localFavourites, localFavouriteActions } from './local-favourites';
export { applyLocally, LocalLimitError, type FavouriteChange } from './change';
export * from './use-favourites';
export { favouriteKeys } from './keys';
