import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { SelfExclusionLength } from '@/lib/api/types';

const KNOWN: readonly SelfExclusionLength[] = [
  'SIX_MONTHS',
  'ONE_YEAR',
  'TWO_YEARS',
  'FIVE_YEARS',
  'PERMANENT',
];
import { responsiblePlayKeys } from '@/entities/responsible-play';

/**
 * The lengths the backend offers (extension, decision 0207). A 404 or any failure: not offered,
 * and the section falls back to the spec's self-block without a length.
 */
export const selfExclusionOptionsQuery = () =>
  queryOptions({
    queryKey: [...responsiblePlayKeys.all, 'self-exclusion'] as const,
    queryFn: api.getSelfExclusionOptions,
    select: (options) =>
      // Only the lengths this app can name, in its own order.
      Array.isArray(options?.lengths) ? KNOWN.filter((l) => options.lengths.includes(l)) : [],
    retry: false,
    // Asked again on each visit: the money left changes with every withdrawal (decision 0255).
    staleTime: 0,
  });

export const useSelfExclusionOptions = () => useQuery(selfExclusionOptionsQuery());

/** What becomes of the money left, as the backend said (decision 0255); undefined: not said. */
export const useSelfExclusionMoney = () =>
  useQuery({ ...selfExclusionOptionsQuery(), select: (options) => options?.moneyLeft ?? null })
    .data ?? undefined;

/** Excludes with a length (password encrypted by the adapter); every session ends on the server. */
export const useExcludeSelf = () =>
  useMutation({
    mutationFn: ({ length, password }: { length: SelfExclusionLength; password: string }) =>
      api.excludeSelf(length, password),
  });
