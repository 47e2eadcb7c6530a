import { call } from './http/call';
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
export const getNavigationLinks = async (): Promise<NavigationLinkGroup[]> => {
  try {
    const answer = await call<StrapiList<NavigationLinkGroup>>('getNavigationLinks', {
      method: 'GET',
      url: '/navigation-links',
      params: { 'populate[contentPages]': 'populate', 'populate[links]': 'true' },
    });
    return answer.data;
  } catch {
    return [];
  }
};

const get = async <T>(
  id: Parameters<typeof call>[0],
  url: string,
  params: Record<string, string> = {},
) => (await call<StrapiSingle<T>>(id, { method: 'GET', url, params })).data;

const THUMBNAIL = { 'populate[news_articles][populate][0]': 'thumbnailImg' };

export const getContentPage = (documentId: string) =>
  get<ContentPage>('getContentPage', `/content-pages/${encodeURIComponent(documentId)}`, {
    'populate[content][populate]': '*',
  });

export const getHomepage = () =>
  get<Homepage>('getHomepage', '/homepage', { 'fields[0]': 'footerText' });

const newsList = async (
  id: Parameters<typeof call>[0],
  url: string,
  params: Record<string, string>,
) => {
  try {
    return ((await get<NewsCollection>(id, url, params)).news_articles ?? []).map(normaliseArticle);
  } catch {
    return [] as NewsArticle[];
  }
};

/** The first latest article is the media centre's large card: it needs the article image too. */
const WITH_ARTICLE_IMAGE = {
  'populate[news_articles][populate][0]': 'thumbnailImg',
  'populate[news_articles][populate][1]': 'articleImg',
};

export const getLatestNews = () => newsList('getLatestNews', '/latest-news', WITH_ARTICLE_IMAGE);

export const getAllNewsTop3 = () => newsList('getAllNewsTop3', '/all-news-top-3', THUMBNAIL);

export const getAllNews = () => newsList('getAllNews', '/all-news', WITH_ARTICLE_IMAGE);

export const getNewsArticle = async (documentId: string) =>
  normaliseArticle(
    await get<StrapiNewsArticle>(
      'getNewsArticle',
      `/news-articles/${encodeURIComponent(documentId)}`,
      { 'populate[0]': 'thumbnailImg', 'populate[1]': 'articleImg' },
    ),
  );

export const getPrivacyPolicy = () => get<LegalPage>('getPrivacyPolicy', '/privacy-policy');

export const getTermsAndConditions = () =>
  get<LegalPage>('getTermsAndConditions', '/terms-and-condition');

export const getVoucherTerms = () =>
  get<VoucherTerms>('getVoucherTerms', '/terms-and-conditions-voucher');
