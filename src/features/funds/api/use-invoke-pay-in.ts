import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { PayInInvokeRequest } from '@/lib/api/types';

/**
 * Starts a deposit at the provider. Nothing cached changes yet: the balance moves only when the
 * backend reports the payment's outcome (the polling refreshes it then).
 */
export const useInvokePayIn = () =>
  useMutation({
    mutationFn: ({ request, actionKey }: { request: PayInInvokeRequest; actionKey: string }) =>
      api.invokePayIn(request, actionKey),
  });
