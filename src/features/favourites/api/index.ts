export { fetchAccountFavourites, registerFavouritesCalls } from './favourites-defaults';
