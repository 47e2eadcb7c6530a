import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError, unlessNotOffered } from '@/lib/api/errors';
import type { TermsState } from '@/lib/api/types';
import { termsKeys } from '@/entities/cart';

/**
 * The latest terms and whether this player accepted them; null when the backend does not offer
 * the extension (404): the cart then keeps its own checkbox (docs/decisions/0179-extension-calls-terms.md).
 */
export async function fetchTerms(): Promise<TermsState | null> {
  return unlessNotOffered(api.getTerms());
}

// Asked again on every cart visit: a new version may have been published since.
export const termsQueryOptions = () =>
  queryOptions({ queryKey: termsKeys.state(), queryFn: fetchTerms, staleTime: 0 });

export const useTerms = (enabled: boolean) => useQuery({ ...termsQueryOptions(), enabled });

/**
 * PUT /users/terms refused the version as not the latest (409 TERMS_VERSION_OUTDATED) or unknown
 * (400 TERMS_VERSION_UNKNOWN): the state is asked again. The codes stay out of ApiErrorCode, which
 * the start route carries.
 */
const STALE_VERSION_CODES: readonly string[] = ['TERMS_VERSION_OUTDATED', 'TERMS_VERSION_UNKNOWN'];

export const isOutdatedTerms = (error: unknown): boolean =>
  isApiError(error) && STALE_VERSION_CODES.includes(error.code ?? '');

/** Records acceptance of `version`; the answer replaces the cached state. */
export function useAcceptTerms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: string) => api.acceptTerms(version),
    onSuccess: (state) => client.setQueryData(termsKeys.state(), state),
    onError: (error) => {
      if (isOutdatedTerms(error)) void client.invalidateQueries({ queryKey: termsKeys.state() });
    },
  });
}
