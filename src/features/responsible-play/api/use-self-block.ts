import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * Blocks the account (password encrypted by the adapter). The backend ends every session; the
 * caller leaves the page and then clears the session, which drops every cached player fact.
 */
export const useSelfBlock = () =>
  useMutation({ mutationFn: (password: string) => api.selfBlock(password) });
