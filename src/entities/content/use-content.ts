import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  allNewsQuery,
  articleQuery,
  contentPageQuery,
  homepageQuery,
  latestNewsQuery,
  legalQuery,
  navigationQuery,
  topNewsQuery,
} from './content-queries';

/** The UI language the content is read in (part of every content query key). */
export const useContentLanguage = (): string => useTranslation().i18n.language;

export const useNavigationLinks = () => useQuery(navigationQuery(useContentLanguage()));

export const useHomepage = () => useQuery(homepageQuery(useContentLanguage()));

export const useContentPage = (documentId: string) =>
  useQuery({ ...contentPageQuery(useContentLanguage(), documentId), enabled: !!documentId });

export const useLatestNews = () => useQuery(latestNewsQuery(useContentLanguage()));

export const useTopNews = () => useQuery(topNewsQuery(useContentLanguage()));

export const useAllNews = () => useQuery(allNewsQuery(useContentLanguage()));

export const useNewsArticle = (documentId: string) =>
  useQuery({ ...articleQuery(useContentLanguage(), documentId), enabled: !!documentId });

export const useLegalPage = (kind: 'privacy' | 'terms') =>
  useQuery(legalQuery(useContentLanguage(), kind));
