/** Query keys of the charity facts (extension, decision 0221). */
export const charityKeys = {
  all: ['charity'] as const,
  split: () => [...charityKeys.all, 'split'] as const,
  year: (year: string) => [...charityKeys.all, 'draws', year] as const,
  contribution: () => [...charityKeys.all, 'contribution'] as const,
};
