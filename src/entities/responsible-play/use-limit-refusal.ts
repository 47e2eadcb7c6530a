import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { responsiblePlayKeys } from './keys';
import { limitRefusalOf, type LimitRefusal } from '@/lib/lottery/limit-refusal';

/**
 * Keeps the last limit/time-out refusal of a form. `capture` answers whether the error was one
 * (the form then shows it instead of its own message) and refreshes the limits shown beside it.
 */
export function useLimitRefusal() {
  const client = useQueryClient();
  const [refusal, setRefusal] = useState<LimitRefusal | null>(null);
  const capture = useCallback(
    (error: unknown): boolean => {
      const found = limitRefusalOf(error);
      setRefusal(found);
      if (found) void client.invalidateQueries({ queryKey: responsiblePlayKeys.all });
      return found !== null;
    },
    [client],
  );
  const clear = useCallback(() => setRefusal(null), []);
  return { refusal, capture, clear };
}
