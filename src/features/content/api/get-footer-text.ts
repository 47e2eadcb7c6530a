import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { contentKeys } from './content-keys';

/** The homepage single type's footerText only (section 2's desktop footer), per UI language. */
export const footerTextQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: contentKeys.footerText(lang),
    queryFn: async () => (await api.getHomepage())?.footerText ?? null,
    staleTime: Infinity,
  });

export function useFooterText(): string | null | undefined {
  const { i18n } = useTranslation();
  return useQuery(footerTextQueryOptions(i18n.language)).data;
}
