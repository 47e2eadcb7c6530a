import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { UiLanguage } from '@/lib/api/types';

/** Stores the preferred language on the account; the page reloads in it (nothing to update). */
export const useSetLanguage = () =>
  useMutation({ mutationFn: (language: UiLanguage) => api.setLanguage(language) });
