import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { keepCommitment } from '@/lib/api/draw-proof/seen-before';
import { unlessNotOffered } from '@/lib/api/errors';
import type { DrawVerification } from '@/lib/api/types';
import { drawProofKeys } from './keys';

/**
 * A draw's published proof, or null when the backend does not offer the extension (404): then
 * no "Verify this draw" is shown. An answer that fails its schema stays an error ("unknown").
 */
export async function fetchDrawVerification(drawId: number): Promise<DrawVerification | null> {
  const proof = await unlessNotOffered(api.getDrawVerification(drawId));
  // Before its reveal, a draw's commitment is kept as this device saw it, and when (0263).
  if (proof?.drawId === drawId && proof.commitment && proof.seed === null)
    keepCommitment(drawId, proof.commitment, new Date());
  return proof;
}

/**
 * After a purchase, the bought draws' commitments are asked for once, so this device holds them
 * from before the draw and can later confirm they were not published late (decision 0263).
 */
export function keepCommitmentsOf(client: QueryClient, drawIds: readonly number[]): void {
  for (const drawId of new Set(drawIds))
    void client.prefetchQuery(drawVerificationQuery(drawId)).catch(() => undefined);
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
