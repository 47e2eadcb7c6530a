import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { endClosedAccountSession } from '@/entities/session';

/** Closes the account; on success the session ends (which clears every cached player fact). */
export const useCloseAccount = () =>
  useMutation({
    mutationFn: () => api.selfClose(),
    onSuccess: () => endClosedAccountSession(),
  });
