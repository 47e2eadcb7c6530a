import { call } from './http/call';
import { cmsLocaleParams } from './locale';
import { normaliseArticle } from './cms-article';
import type {
  ContentPage,
  Homepage,
  LegalPage,
  NavigationLinkGroup,
  NewsArticle,
  NewsCollection,
  StrapiSingle,
  VoucherTerms,
} from './types';

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

const THUMBNAIL = { 'populate[news_articles][populate][0]': 'thumbnailImg' };

export const getContentPage = async (lang: string, documentId: string): Promise<ContentPage> =>
  (
    await call('getContentPage', {
      path: { documentId },
      params: cmsLocaleParams(lang, { 'populate[content][populate]': '*' }),
    })
  ).data;

export const getHomepage = async (lang: string): Promise<Homepage> =>
  (await call('getHomepage', { params: cmsLocaleParams(lang, { 'fields[0]': 'footerText' }) }))
    .data;

/** A news list's articles; a failure gives none (the news sections are optional). */
const newsList = async (answer: Promise<StrapiSingle<NewsCollection>>) => {
  try {
    return ((await answer).data.news_articles ?? []).map(normaliseArticle);
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
    (
      await call('getNewsArticle', {
        path: { documentId },
        params: cmsLocaleParams(lang, {
          'populate[0]': 'thumbnailImg',
          'populate[1]': 'articleImg',
        }),
      })
    ).data,
  );

export const getPrivacyPolicy = async (lang: string): Promise<LegalPage> =>
  (await call('getPrivacyPolicy', { params: cmsLocaleParams(lang, {}) })).data;

export const getTermsAndConditions = async (lang: string): Promise<LegalPage> =>
  (await call('getTermsAndConditions', { params: cmsLocaleParams(lang, {}) })).data;

export const getVoucherTerms = async (lang: string): Promise<VoucherTerms> =>
  (await call('getVoucherTerms', { params: cmsLocaleParams(lang, {}) })).data;
