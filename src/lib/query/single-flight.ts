import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@/lib/api/http/idempotency';

/**
 * One request in flight per player action. A ref, set in the same task as the click: a second
 * click or submit dispatched before React re-renders (when a disabled button cannot stop it yet)
 * is dropped. Each run gets a fresh Idempotency-Key for the adapter, so a backend that honours the
 * header would also run it once. Returns null when a run is already in flight.
 */
export function useSingleFlight() {
  const busy = useRef(false);
  return useCallback(<T>(run: (actionKey: string) => Promise<T>): Promise<T> | null => {
    if (busy.current) return null;
    busy.current = true;
    return run(newIdempotencyKey()).finally(() => {
      busy.current = false;
    });
  }, []);
}
