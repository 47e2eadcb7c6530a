import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';

/** The causes page's CMS content, per UI language (the CMS answers in its locale). */
export const causesKeys = {
  causes: (lang: string) => ['charity', 'causes', lang] as const,
  report: (lang: string) => ['charity', 'report', lang] as const,
};

export const causesQuery = (lang: string) =>
  queryOptions({
    queryKey: causesKeys.causes(lang),
    queryFn: () => api.getCauses(lang),
    staleTime: 10 * 60_000,
  });

/** The report is optional: a failure or an unpublished report just leaves the link out. */
export const reportQuery = (lang: string) =>
  queryOptions({
    queryKey: causesKeys.report(lang),
    queryFn: () => api.getCharityReport(lang).catch(() => null),
    staleTime: 10 * 60_000,
  });

export const useCauses = () => useQuery(causesQuery(useTranslation().i18n.language));
export const useCharityReport = () =>
  useQuery(reportQuery(useTranslation().i18n.language)).data ?? null;
