export * from './favourite-rules';
export { localFavourites, localFavouriteActions } from './local-favourites';
export * from './use-favourites';
export { favouriteKeys } from './keys';
