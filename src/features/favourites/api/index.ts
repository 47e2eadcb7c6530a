export { registerFavouritesCalls } from './register-favourites-calls';
