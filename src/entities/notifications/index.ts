// The notifications' keys: money events refresh the list (one message per booking), so the keys
// sit below the features that move money; the list's query stays with the notifications page.
export { notificationKeys } from './keys';
