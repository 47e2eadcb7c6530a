import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError, isUnreadableAnswer } from '@/lib/api/errors';
import { charityKeys } from './keys';

/**
 * A charity figure, or null when there is none to show: the backend does not offer the calls
 * (404) or answered something the app cannot read (logged by the adapter). Null hides the line;
 * no figure is ever made up in its place.
 */
async function orNone<T>(ask: () => Promise<T>): Promise<T | null> {
  try {
    return await ask();
  } catch (error) {
    if (isUnreadableAnswer(error) || (isApiError(error) && error.status === 404)) return null;
    throw error;
  }
}

/** The split of every ticket: it changes rarely, so it is asked once per visit. */
export const charitySplitQuery = () =>
  queryOptions({
    queryKey: charityKeys.split(),
    queryFn: () => orNone(api.getCharitySplit),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useCharitySplit = () => useQuery(charitySplitQuery()).data ?? null;

/** Every held draw of a calendar year (`2026`) with what it raised and the year's running total. */
export const charityYearQuery = (year: string) =>
  queryOptions({
    queryKey: charityKeys.year(year),
    queryFn: () => orNone(() => api.getCharityDraws(`${year}-01-01`, `${year}-12-31`)),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** What the draw `drawId` of `drawDate` (a server date-time) raised, or null when not known. */
export function useDrawRaised(drawId: number, drawDate: string) {
  const year = /^\d{4}/.exec(drawDate)?.[0] ?? '';
  const { data } = useQuery({ ...charityYearQuery(year), enabled: year !== '' });
  return data?.draws.find((draw) => draw.drawId === drawId) ?? null;
}

/** The player's good-causes share this year, as the backend counts it from their purchases. */
export const charityContributionQuery = () =>
  queryOptions({
    queryKey: charityKeys.contribution(),
    queryFn: () => orNone(() => api.getCharityContribution()),
    retry: false,
  });

export const useCharityContribution = () => useQuery(charityContributionQuery()).data ?? null;
