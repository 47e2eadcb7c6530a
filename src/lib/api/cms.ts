import { call } from './http/call';
import { cmsLocaleParams } from './locale';
import { normaliseArticle } from './cms-article';
import type { NavigationLinkGroup, NewsArticle, NewsCollection } from './types';

/** Failures give an empty list: the app still runs with its fixed routes. */
export const getNavigationLinks = async (lang: string): Promise<NavigationLinkGroup[]> => {
  try {
    const answer = await call('getNavigationLinks', {
      params: cmsLocaleParams(lang, {
        'populate[contentPages]': 'populate',
        'populate[links]': 'true',
      }),
    });
    return answer.data;
  } catch {
    return [];
  }
};

/** The document of Strapi's envelope. */
const dataOf = async <T>(answer: Promise<{ data: T }>) => (await answer).data;

const THUMBNAIL = { 'populate[news_articles][populate][0]': 'thumbnailImg' };

export const getContentPage = (lang: string, documentId: string) =>
  dataOf(
    call('getContentPage', {
      path: { documentId },
      params: cmsLocaleParams(lang, { 'populate[content][populate]': '*' }),
    }),
  );

export const getHomepage = (lang: string) =>
  dataOf(call('getHomepage', { params: cmsLocaleParams(lang, { 'fields[0]': 'footerText' }) }));

/** A news list's articles; a failure gives none (the news sections are optional). */
const newsList = async (answer: Promise<{ data: NewsCollection }>) => {
  try {
    return ((await dataOf(answer)).news_articles ?? []).map(normaliseArticle);
  } catch {
    return [] as NewsArticle[];
  }
};

/** The first latest article is the media centre's large card: it needs the article image too. */
const WITH_ARTICLE_IMAGE = {
  'populate[news_articles][populate][0]': 'thumbnailImg',
  'populate[news_articles][populate][1]': 'articleImg',
};

export const getLatestNews = (lang: string) =>
  newsList(call('getLatestNews', { params: cmsLocaleParams(lang, WITH_ARTICLE_IMAGE) }));

export const getAllNewsTop3 = (lang: string) =>
  newsList(call('getAllNewsTop3', { params: cmsLocaleParams(lang, THUMBNAIL) }));

export const getAllNews = (lang: string) =>
  newsList(call('getAllNews', { params: cmsLocaleParams(lang, WITH_ARTICLE_IMAGE) }));

export const getNewsArticle = async (lang: string, documentId: string) =>
  normaliseArticle(
    await dataOf(
      call('getNewsArticle', {
        path: { documentId },
        params: cmsLocaleParams(lang, {
          'populate[0]': 'thumbnailImg',
          'populate[1]': 'articleImg',
        }),
      }),
    ),
  );

/** A legal page: no parameter besides the locale. */
const inLanguage = (lang: string) => ({ params: cmsLocaleParams(lang, {}) });

export const getPrivacyPolicy = (lang: string) =>
  dataOf(call('getPrivacyPolicy', inLanguage(lang)));

export const getTermsAndConditions = (lang: string) =>
  dataOf(call('getTermsAndConditions', inLanguage(lang)));

export const getVoucherTerms = (lang: string) => dataOf(call('getVoucherTerms', inLanguage(lang)));
