import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as cms from '../../src/lib/api/cms';
import { setApiLanguage } from '../../src/lib/api/locale';
import { STATES } from '../states';
import {
  LOCALE,
  contentPage,
  homepage,
  legalPage,
  navigationGroups,
  newsArticle,
  olderNewsArticle,
  newsCollection,
  notFound,
  single,
  voucherTerms,
} from './support/cms-shapes';
import { PLAIN_HEADERS, cmsPact, expectApiError, logOut, useMockServer } from './support/pact';

const { fromProviderState } = MatchersV3;
const pact = cmsPact();
const THUMBNAIL = { 'populate[news_articles][populate][0]': 'thumbnailImg', locale: LOCALE };
const UNKNOWN_ID = 'zzzzzzzzzzzzzzzzzzzzzzzz';

/** One GET the content service answers with a JSON body, in the Arabic locale. */
const contentRequest = (
  state: string,
  description: string,
  path: string | MatchersV3.Matcher<string>,
  query: Record<string, string>,
) =>
  pact
    .addInteraction()
    .given(state)
    .uponReceiving(description)
    .withRequest('GET', path, (b) => b.query({ ...query, locale: LOCALE }).headers(PLAIN_HEADERS));

describe('content service (Strapi 5)', () => {
  beforeEach(() => {
    logOut();
    setApiLanguage('ar');
  });

  it('answers the navigation link groups with their pages and links', () =>
    contentRequest(
      STATES.navigationLinks,
      'a request for the navigation links',
      '/navigation-links',
      {
        'populate[contentPages]': 'populate',
        'populate[links]': 'true',
      },
    )
      .willRespondWith(200, (b) => b.jsonBody(navigationGroups))
      .executeTest(async (server) => {
        useMockServer(server);
        const groups = await cms.getNavigationLinks();
        expect(groups[0]?.contentPages?.[0]?.url).toBe('about-us');
      }));

  it('answers a content page with its blocks and their images', () =>
    contentRequest(
      STATES.contentPage,
      'a request for a content page',
      fromProviderState('/content-pages/${documentId}', '/content-pages/vuxiyy37y9g6r1pt1q7t9va0'),
      { 'populate[content][populate]': '*' },
    )
      .willRespondWith(200, (b) => b.jsonBody(contentPage))
      .executeTest(async (server) => {
        useMockServer(server);
        const page = await cms.getContentPage('vuxiyy37y9g6r1pt1q7t9va0');
        const kinds = page.content?.map((block) => block.__component);
        expect(kinds).toEqual(['elements.text-block', 'elements.image']);
      }));

  it('answers the homepage footer text only', () =>
    contentRequest(STATES.homepage, 'a request for the homepage footer text', '/homepage', {
      'fields[0]': 'footerText',
    })
      .willRespondWith(200, (b) => b.jsonBody(homepage))
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await cms.getHomepage()).footerText).toContain('اليانصيب');
      }));

  it('answers the latest news with thumbnails', () =>
    contentRequest(
      STATES.newsCollections,
      'a request for the latest news',
      '/latest-news',
      THUMBNAIL,
    )
      .willRespondWith(200, (b) => b.jsonBody(newsCollection('thumbnail')))
      .executeTest(async (server) => {
        useMockServer(server);
        const articles = await cms.getLatestNews();
        expect(articles[0]?.thumbnailImg?.url).toMatch(/^\/uploads\//);
      }));

  it('answers the top 3 of all news with thumbnails', () =>
    contentRequest(
      STATES.newsCollections,
      'a request for the top 3 of all news',
      '/all-news-top-3',
      THUMBNAIL,
    )
      .willRespondWith(200, (b) => b.jsonBody(newsCollection('thumbnail')))
      .executeTest(async (server) => {
        useMockServer(server);
        expect(await cms.getAllNewsTop3()).toHaveLength(1);
      }));

  it('answers all news with thumbnails and article images', () =>
    contentRequest(STATES.newsCollections, 'a request for all news', '/all-news', {
      'populate[news_articles][populate][0]': 'thumbnailImg',
      'populate[news_articles][populate][1]': 'articleImg',
    })
      .willRespondWith(200, (b) => b.jsonBody(newsCollection('both')))
      .executeTest(async (server) => {
        useMockServer(server);
        const articles = await cms.getAllNews();
        expect(articles[0]?.articleImg?.width).toBe(1100);
      }));

  it('answers one news article with its images', () =>
    contentRequest(
      STATES.newsArticle,
      'a request for a news article',
      fromProviderState('/news-articles/${documentId}', '/news-articles/vuxiyy37y9g6r1pt1q7t9va0'),
      { 'populate[0]': 'thumbnailImg', 'populate[1]': 'articleImg' },
    )
      .willRespondWith(200, (b) => b.jsonBody(single(newsArticle('both'))))
      .executeTest(async (server) => {
        useMockServer(server);
        const article = await cms.getNewsArticle('vuxiyy37y9g6r1pt1q7t9va0');
        expect(article.locale).toBe(LOCALE);
      }));

  it('answers an article of the older naming, which the adapter reads as title and content', () =>
    contentRequest(
      STATES.olderNewsArticle,
      'a request for a news article named articleTitle and articleContent',
      fromProviderState('/news-articles/${documentId}', '/news-articles/r51cw3msjg2t02enj5syxk1t'),
      { 'populate[0]': 'thumbnailImg', 'populate[1]': 'articleImg' },
    )
      .willRespondWith(200, (b) => b.jsonBody(single(olderNewsArticle)))
      .executeTest(async (server) => {
        useMockServer(server);
        const article = await cms.getNewsArticle('r51cw3msjg2t02enj5syxk1t');
        expect(article.title).toBe('إطلاق السحب الأسبوعي');
        expect(article.content).toBe('نص **الخبر**');
      }));

  it("answers Strapi's 404 envelope for an unknown news article", () =>
    contentRequest(
      STATES.noNewsArticle,
      'a request for a news article that does not exist',
      `/news-articles/${UNKNOWN_ID}`,
      { 'populate[0]': 'thumbnailImg', 'populate[1]': 'articleImg' },
    )
      .willRespondWith(404, (b) => b.jsonBody(notFound))
      .executeTest(async (server) => {
        useMockServer(server);
        const error = await expectApiError(cms.getNewsArticle(UNKNOWN_ID), 404);
        expect(error.body).toEqual(notFound);
      }));

  it('answers the privacy policy', () =>
    contentRequest(STATES.legalPages, 'a request for the privacy policy', '/privacy-policy', {})
      .willRespondWith(200, (b) => b.jsonBody(legalPage('سياسة الخصوصية')))
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await cms.getPrivacyPolicy()).title).toBe('سياسة الخصوصية');
      }));

  it('answers the terms and conditions', () =>
    contentRequest(
      STATES.legalPages,
      'a request for the terms and conditions',
      '/terms-and-condition',
      {},
    )
      .willRespondWith(200, (b) => b.jsonBody(legalPage('الشروط والأحكام')))
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await cms.getTermsAndConditions()).content).toContain('##');
      }));

  it('answers the voucher terms', () =>
    contentRequest(
      STATES.voucherTerms,
      'a request for the voucher terms',
      '/terms-and-conditions-voucher',
      {},
    )
      .willRespondWith(200, (b) => b.jsonBody(voucherTerms))
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await cms.getVoucherTerms()).Text).toBe('شروط القسائم');
      }));
});
