import { describe, expect, it } from 'vitest';
import { VIDEO_MARKER } from '../../../src/lib/api/types/cms';
import { CMS_DOCUMENTS } from '../../cms/known-documents';
import { cms, notFoundBody, useCmsServer } from './test-server';

useCmsServer();

const ALL_NEWS =
  'all-news?populate[news_articles][populate][0]=thumbnailImg&populate[news_articles][populate][1]=articleImg';
const DRAFT_ONLY = CMS_DOCUMENTS.draftOnlyArticle;
const UPDATED = CMS_DOCUMENTS.updatedDraftArticle;
const WITH_IMAGES = 'populate[0]=thumbnailImg&populate[1]=articleImg';

describe('news', () => {
  it('answers all-news with 23 published articles, newest first, with both images', async () => {
    const { status, body } = await cms(ALL_NEWS);
    expect(status).toBe(200);
    const articles = body.data.news_articles;
    expect(articles).toHaveLength(23);
    expect(articles.map((a: { documentId: string }) => a.documentId)).not.toContain(DRAFT_ONLY);
    const dates = articles.map((a: { createdAt: string }) => a.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(articles[0].thumbnailImg).toMatchObject({ width: 600, height: 250 });
    expect(articles[0].articleImg).toMatchObject({ width: 1100, height: 615 });
  });

  it('populates only the thumbnail for latest-news and the top 3', async () => {
    const thumbnails = 'populate[news_articles][populate][0]=thumbnailImg';
    const latest = (await cms(`latest-news?${thumbnails}`)).body.data.news_articles;
    const top3 = (await cms(`all-news-top-3?${thumbnails}`)).body.data.news_articles;
    expect(top3).toHaveLength(3);
    for (const article of [...latest, ...top3]) {
      expect(Object.keys(article).slice(-2)).toEqual(['locale', 'thumbnailImg']);
    }
  });

  it('answers an article with media whose formats are only the smaller sizes', async () => {
    const list = (await cms('news-articles?filters[videoURL][$notNull]=true')).body.data;
    expect(list).toHaveLength(1);
    const { body } = await cms(`news-articles/${list[0].documentId}?${WITH_IMAGES}`);
    const article = body.data;
    expect(article.videoURL).toMatch(/^https:\/\/www\.youtube\.com\/embed\//);
    expect(article.content).toContain(VIDEO_MARKER);
    expect(Object.keys(article.thumbnailImg.formats)).toEqual(['thumbnail', 'small']);
    expect(Object.keys(article.articleImg.formats)).toEqual([
      'thumbnail',
      'small',
      'medium',
      'large',
    ]);
    expect(article.articleImg.formats.thumbnail.width).toBe(245);
    expect(article.articleImg.formats.large.width).toBe(1000);
  });

  it('lists 23 articles by id, paged by page/pageSize or start/limit', async () => {
    const first = (await cms('news-articles')).body;
    expect(first.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 23 });
    const ids = first.data.map((a: { id: number }) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const third = (await cms('news-articles?pagination[page]=3&pagination[pageSize]=10')).body;
    expect(third.data).toHaveLength(3);
    expect(third.meta.pagination).toEqual({ page: 3, pageSize: 10, pageCount: 3, total: 23 });
    const offset = (await cms('news-articles?pagination[start]=20&pagination[limit]=10')).body;
    expect(offset.meta.pagination).toEqual({ start: 20, limit: 10, total: 23 });
    expect(offset.data[0].id).toBe(ids[20]);
  });
  it('sorts, and narrows a populated relation to the fields asked for', async () => {
    const newest = (await cms('news-articles?sort=createdAt:desc&pagination[pageSize]=1')).body;
    expect(newest.data[0].documentId).toBe(CMS_DOCUMENTS.newestArticle);
    const titles = (await cms('all-news?populate[news_articles][fields][0]=title')).body.data;
    expect(Object.keys(titles.news_articles[0])).toEqual(['id', 'documentId', 'title']);
  });
});

describe('locales', () => {
  it('defaults to en and answers the requested locale, relations included', async () => {
    expect((await cms('homepage')).body.data.locale).toBe('en');
    const ar = (await cms(`${ALL_NEWS}&locale=ar-IQ`)).body.data;
    expect(ar.locale).toBe('ar-IQ');
    expect(ar.news_articles.every((a: { locale: string }) => a.locale === 'ar-IQ')).toBe(true);
    expect(ar.news_articles[0].title).toMatch(/[\u0600-\u06FF]/);
    const ckb = (await cms('homepage?locale=ckb')).body.data;
    expect(ckb.footerText).toMatch(/[ێۆڕڵە]/);
  });

  it('answers an empty list for an unknown locale, and 404 for a single document', async () => {
    expect((await cms('news-articles?locale=fr')).body).toEqual({
      data: [],
      meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } },
    });
    expect(await cms('homepage?locale=fr')).toEqual({ status: 404, body: notFoundBody });
    expect((await cms(`news-articles/${UPDATED}?locale=fr`)).status).toBe(404);
  });

  it('lists every locale with locale=*', async () => {
    const { body } = await cms('navigation-links?locale=*');
    expect(body.meta.pagination.total).toBe(12);
    expect(new Set(body.data.map((g: { locale: string }) => g.locale))).toEqual(
      new Set(['en', 'ar-IQ', 'ckb']),
    );
  });
});

describe('drafts (status)', () => {
  it('hides a draft-only article without status and shows it with any status value', async () => {
    expect(await cms(`news-articles/${DRAFT_ONLY}`)).toEqual({ status: 404, body: notFoundBody });
    for (const status of ['draft', 'preview']) {
      const { body } = await cms(`news-articles/${DRAFT_ONLY}?status=${status}`);
      expect(body.data).toMatchObject({ documentId: DRAFT_ONLY, publishedAt: null });
    }
  });

  it('answers the newer draft with its own id and the same documentId', async () => {
    const live = (await cms(`news-articles/${UPDATED}`)).body.data;
    const draft = (await cms(`news-articles/${UPDATED}?status=preview`)).body.data;
    expect(draft.documentId).toBe(live.documentId);
    expect(draft.id).not.toBe(live.id);
    expect(draft.publishedAt).toBeNull();
    expect(live.title).toBe('Draw schedule for Ramadan');
    expect(draft.title).toBe('Draw schedule for Ramadan (updated)');
  });

  it('relates the draft collection to draft articles, the draft-only one included', async () => {
    const articles = (await cms(`${ALL_NEWS}&status=preview`)).body.data.news_articles;
    expect(articles).toHaveLength(24);
    expect(articles[0]).toMatchObject({ documentId: DRAFT_ONLY, publishedAt: null });
    expect((await cms('news-articles?status=draft')).body.meta.pagination.total).toBe(24);
  });
});
