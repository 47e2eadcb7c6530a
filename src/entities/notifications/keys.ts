import { playerKeys } from '@/entities/session';

/** Query keys of the notifications: one message per booking, so money events refresh them. */
export const notificationKeys = {
  all: [...playerKeys.all, 'notifications'] as const,
  pages: () => [...notificationKeys.all, 'pages'] as const,
};
