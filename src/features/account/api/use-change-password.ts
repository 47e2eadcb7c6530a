import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Changes the password; no cached fact changes. A wrong current password answers 401. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: ({ current, next }: { current: string; next: string }) =>
      api.changePassword(current, next),
  });
