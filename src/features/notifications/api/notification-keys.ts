/** Query keys of the notifications feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  pages: () => [...notificationKeys.all, 'pages'] as const,
};
