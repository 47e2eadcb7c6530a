import type { DrawResultsQuery } from '@/lib/api/types';

/** Query keys of the draw results; its own file so the shell can name them without luxon. */
export const resultsKeys = {
  all: ['results'] as const,
  ranges: () => [...resultsKeys.all, 'range'] as const,
  range: (query: DrawResultsQuery) => [...resultsKeys.ranges(), query] as const,
  winnings: (drawId: number) => [...resultsKeys.all, 'winnings', drawId] as const,
};
