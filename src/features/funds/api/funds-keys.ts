/** Query keys of the funds feature. */
export const fundsKeys = {
  all: ['funds'] as const,
  bookings: () => [...fundsKeys.all, 'bookings'] as const,
};
