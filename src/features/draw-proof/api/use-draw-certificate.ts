import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { drawProofKeys } from '@/entities/draw-proof';

/** A draw's certificate from the CMS in the UI language, or null when it has none. */
export const drawCertificateQuery = (lang: string, drawId: number) =>
  queryOptions({
    queryKey: drawProofKeys.certificate(lang, drawId),
    queryFn: () => api.getDrawCertificate(lang, drawId),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useDrawCertificate = (drawId: number) =>
  useQuery(drawCertificateQuery(useTranslation().i18n.language, drawId));
