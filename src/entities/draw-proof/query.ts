import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { unlessNotOffered } from '@/lib/api/errors';
import type { DrawVerification } from '@/lib/api/types';
import { drawProofKeys } from './keys';

/**
 * A draw's published proof, or null when the backend does not offer the extension (404): then
 * no "Verify this draw" is shown. An answer that fails its schema stays an error ("unknown").
 */
export async function fetchDrawVerification(drawId: number): Promise<DrawVerification | null> {
  return unlessNotOffered(api.getDrawVerification(drawId));
}

/** A drawn draw's proof never changes once its seed is out; before that it is asked again. */
export const drawVerificationQuery = (drawId: number) =>
  queryOptions({
    queryKey: drawProofKeys.verification(drawId),
    queryFn: () => fetchDrawVerification(drawId),
    staleTime: (query) => (query.state.data?.drawnAt ? Infinity : 60_000),
    retry: false,
  });

export const useDrawVerification = (drawId: number | null) =>
  useQuery({ ...drawVerificationQuery(drawId ?? 0), enabled: drawId !== null && drawId > 0 });
