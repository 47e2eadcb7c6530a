/** Query keys of responsible play: the extension's state and the bookings the summary sums. */
export const responsiblePlayKeys = {
  all: ['responsible-play'] as const,
  state: () => [...responsiblePlayKeys.all, 'state'] as const,
  /** Every booking, for the activity summary. */
  activity: () => [...responsiblePlayKeys.all, 'activity'] as const,
};
