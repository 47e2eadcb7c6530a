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
  StrapiList,
  StrapiNewsArticle,
  StrapiSingle,
  VoucherTerms,
} from './types';

/** Failures give an empty list: the app still runs with its fixed routes. */
export const getNavigationLinks = async (lang: string): Promise<NavigationLinkGroup[]> => {
  try {
    const answer = await call<StrapiList<NavigationLinkGroup>>('getNavigationLinks', {
      method: 'GET',
      url: '/navigation-links',
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

const get = async <T>(
  id: Parameters<typeof call>[0],
  lang: string,
  url: string,
  params: Record<string, string> = {},
) =>
  (await call<StrapiSingle<T>>(id, { method: 'GET', url, params: cmsLocaleParams(lang, params) }))
    .data;

const THUMBNAIL = { 'populate[news_articles][populate][0]': 'thumbnailImg' };

export const getContentPage = (lang: string, documentId: string) =>
  get<ContentPage>('getContentPage', lang, `/content-pages/${encodeURIComponent(documentId)}`, {
    'populate[content][populate]': '*',
  });

export const getHomepage = (lang: string) =>
  get<Homepage>('getHomepage', lang, '/homepage', { 'fields[0]': 'footerText' });

const newsList = async (
  id: Parameters<typeof call>[0],
  lang: string,
  url: string,
  params: Record<string, string>,
) => {
  try {
    return ((await get<NewsCollection>(id, lang, url, params)).news_articles ?? []).map(
      normaliseArticle,
    );
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
  newsList('getLatestNews', lang, '/latest-news', WITH_ARTICLE_IMAGE);

export const getAllNewsTop3 = (lang: string) =>
  newsList('getAllNewsTop3', lang, '/all-news-top-3', THUMBNAIL);

export const getAllNews = (lang: string) =>
  newsList('getAllNews', lang, '/all-news', WITH_ARTICLE_IMAGE);

export const getNewsArticle = async (lang: string, documentId: string) =>
  normaliseArticle(
    await get<StrapiNewsArticle>(
      'getNewsArticle',
      lang,
      `/news-articles/${encodeURIComponent(documentId)}`,
      { 'populate[0]': 'thumbnailImg', 'populate[1]': 'articleImg' },
    ),
  );

export const getPrivacyPolicy = (lang: string) =>
  get<LegalPage>('getPrivacyPolicy', lang, '/privacy-policy');

export const getTermsAndConditions = (lang: string) =>
  get<LegalPage>('getTermsAndConditions', lang, '/terms-and-condition');

export const getVoucherTerms = (lang: string) =>
  get<VoucherTerms>('getVoucherTerms', lang, '/terms-and-conditions-voucher');
