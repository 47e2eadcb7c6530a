import { useEffect, useState } from 'react';
import type { DrawVerification } from '@/lib/api/types';
import { seenBefore } from '@/lib/api/draw-proof/seen-before';
import { verifyDraw, type Verification } from '@/lib/api/draw-proof/verify';

/**
 * Recomputes the draw's checks in the browser with Web Crypto (decision 0200), from the answer
 * the backend published; null while computing. Not a server fact: the backend's answer is.
 */
export function useVerification(
  proof: DrawVerification | null | undefined,
  requestedDrawId: number,
): Verification | null {
  const [result, setResult] = useState<{ of: DrawVerification; verification: Verification }>();
  useEffect(() => {
    if (!proof) return;
    let live = true;
    void verifyDraw(
      { ...proof, drawId: String(proof.drawId) },
      proof.winningNumbers ?? [],
      // The draw the page asked for: an answer about another draw never verifies this one.
      String(requestedDrawId),
      // What this device kept before the draw: the timing is never the answer's word alone.
      seenBefore(requestedDrawId),
    ).then((verification) => live && setResult({ of: proof, verification }));
    return () => {
      live = false;
    };
  }, [proof, requestedDrawId]);
  return result && result.of === proof ? result.verification : null;
}
