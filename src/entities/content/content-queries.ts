import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { contentKeys } from './content-keys';

// CMS text changes rarely; five minutes saves refetching on every visit.
const CMS_STALE_MS = 5 * 60_000;

export const navigationQuery = (lang: string) =>
  queryOptions({
    queryKey: contentKeys.navigation(lang),
    queryFn: () => api.getNavigationLinks(lang),
    staleTime: CMS_STALE_MS,
  });

/** The CMS homepage single type (the footer's text). */
export const homepageQuery = (lang: string) =>
  queryOptions({
    queryKey: contentKeys.homepage(lang),
    queryFn: () => api.getHomepage(lang),
    staleTime: Infinity,
  });

export const contentPageQuery = (lang: string, documentId: string) =>
  queryOptions({
    queryKey: contentKeys.page(lang, documentId),
    queryFn: () => api.getContentPage(lang, documentId),
    staleTime: CMS_STALE_MS,
  });

export const latestNewsQuery = (lang: string) =>
  queryOptions({
    queryKey: contentKeys.latestNews(lang),
    queryFn: () => api.getLatestNews(lang),
    staleTime: CMS_STALE_MS,
  });

export const topNewsQuery = (lang: string) =>
  queryOptions({
    queryKey: contentKeys.topNews(lang),
    queryFn: () => api.getAllNewsTop3(lang),
    staleTime: CMS_STALE_MS,
  });

export const allNewsQuery = (lang: string) =>
  queryOptions({
    queryKey: contentKeys.allNews(lang),
    queryFn: () => api.getAllNews(lang),
    staleTime: CMS_STALE_MS,
  });

export const articleQuery = (lang: string, documentId: string) =>
  queryOptions({
    queryKey: contentKeys.article(lang, documentId),
    queryFn: () => api.getNewsArticle(lang, documentId),
    staleTime: CMS_STALE_MS,
  });

export const legalQuery = (lang: string, kind: 'privacy' | 'terms') =>
  queryOptions({
    queryKey: contentKeys.legal(lang, kind),
    queryFn: () =>
      kind === 'privacy' ? api.getPrivacyPolicy(lang) : api.getTermsAndConditions(lang),
    staleTime: CMS_STALE_MS,
  });
