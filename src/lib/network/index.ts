export { isOnline, useOnline } from './online';
