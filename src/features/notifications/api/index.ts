export { NOTIFICATIONS_PAGE_SIZE, notificationsQuery, useNotifications } from './use-notifications';
