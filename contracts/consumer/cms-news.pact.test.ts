import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as cms from '../../src/lib/api/cms';
import { STATES } from '../states';
import { asVisitor, contentRequest, IN_ARABIC } from './support/cms-request';
import {
  LOCALE,
  newsArticle,
  olderNewsArticle,
  newsCollection,
  notFound,
  single,
} from './support/cms-shapes';
import { expectApiError, useMockServer } from './support/pact';

const { fromProviderState } = MatchersV3;
const THUMBNAIL = { 'populate[news_articles][populate][0]': 'thumbnailImg', locale: LOCALE };
const UNKNOWN_ID = 'zzzzzzzzzzzzzzzzzzzzzzzz';

describe('content service (Strapi 5): news', () => {
  beforeEach(asVisitor);

  it('answers the latest news with thumbnails and article images', () =>
    contentRequest(STATES.newsCollections, 'a request for the latest news', '/latest-news', {
      'populate[news_articles][populate][0]': 'thumbnailImg',
      'populate[news_articles][populate][1]': 'articleImg',
    })
      .willRespondWith(200, (b) => b.jsonBody(newsCollection('both')))
      .executeTest(async (server) => {
        useMockServer(server);
        const articles = await cms.getLatestNews(IN_ARABIC);
        expect(articles[0]?.thumbnailImg?.url).toMatch(/^\/uploads\//);
        expect(articles[0]?.articleImg?.url).toMatch(/^\/uploads\//);
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
        expect(await cms.getAllNewsTop3(IN_ARABIC)).toHaveLength(1);
      }));

  it('answers all news with thumbnails and article images', () =>
    contentRequest(STATES.newsCollections, 'a request for all news', '/all-news', {
      'populate[news_articles][populate][0]': 'thumbnailImg',
      'populate[news_articles][populate][1]': 'articleImg',
    })
      .willRespondWith(200, (b) => b.jsonBody(newsCollection('both')))
      .executeTest(async (server) => {
        useMockServer(server);
        const articles = await cms.getAllNews(IN_ARABIC);
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
        const article = await cms.getNewsArticle(IN_ARABIC, 'vuxiyy37y9g6r1pt1q7t9va0');
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
        const article = await cms.getNewsArticle(IN_ARABIC, 'r51cw3msjg2t02enj5syxk1t');
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
        const error = await expectApiError(cms.getNewsArticle(IN_ARABIC, UNKNOWN_ID), 404);
        expect(error.body).toEqual(notFound);
      }));
});
