import { describe, expect, it } from 'vitest';
import type { UploadManifest } from './media';
import { stableDocumentId, type CmsFixtures, type FixtureDocument } from './fixture-types';
import { buildStore } from './store';

const manifest: UploadManifest = {
  pic_0123456789: {
    ext: '.jpg',
    mime: 'image/jpeg',
    width: 300,
    height: 200,
    bytes: 9000,
    formats: {},
  },
};
const article = (
  documentId: string,
  title: string,
  publishedAt: string | null,
): FixtureDocument => ({
  documentId,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
  publishedAt,
  shared: { thumbnailImg: { file: 'pic_0123456789', alternativeText: 'A picture' } },
  locales: {
    en: { title, content: 'Hello' },
    'ar-IQ': { title: `${title} (ar)`, content: 'مرحبا' },
  },
});
const published = article('aaaaaaaaaaaaaaaaaaaaaaaa', 'Published', '2025-01-02T00:00:00.000Z');
published.draft = {
  updatedAt: '2025-01-03T00:00:00.000Z',
  locales: { en: { title: 'Published v2' } },
};
const draftOnly = article('bbbbbbbbbbbbbbbbbbbbbbbb', 'Draft only', null);

const empty: CmsFixtures = {
  'navigation-link': [],
  'content-page': [],
  'news-article': [],
  homepage: [],
  'latest-news': [],
  'all-news-top-3': [],
  'all-news': [],
  'privacy-policy': [],
  'terms-and-condition': [],
  'terms-and-conditions-voucher': [],
  cause: [],
  'charity-report': [],
  'draw-certificate': [],
};
const store = buildStore(
  {
    ...empty,
    'news-article': [published, draftOnly],
    'all-news': [
      {
        documentId: 'cccccccccccccccccccccccc',
        createdAt: '2025-01-01T00:00:00.000Z',
        updatedAt: '2025-01-01T00:00:00.000Z',
        publishedAt: '2025-01-01T00:00:00.000Z',
        shared: { news_articles: [draftOnly.documentId, published.documentId] },
        locales: { en: { title: 'All' }, 'ar-IQ': { title: 'الكل' } },
      },
    ],
  },
  manifest,
);

describe('buildStore', () => {
  it('keeps one row per locale and status, the draft first', () => {
    const rows = store
      .rows('news-article', '*', 'draft')
      .concat(store.rows('news-article', '*', 'published'));
    expect(rows.map((r) => [r.id, r.documentId[0], r.locale, r.status])).toEqual([
      [1, 'a', 'en', 'draft'],
      [3, 'a', 'ar-IQ', 'draft'],
      [5, 'b', 'en', 'draft'],
      [6, 'b', 'ar-IQ', 'draft'],
      [2, 'a', 'en', 'published'],
      [4, 'a', 'ar-IQ', 'published'],
    ]);
  });

  it('applies the newer draft only to the draft version', () => {
    const [draft] = store.rows('news-article', 'en', 'draft');
    const [live] = store.rows('news-article', 'en', 'published');
    expect(draft).toMatchObject({ publishedAt: null, updatedAt: '2025-01-03T00:00:00.000Z' });
    expect(draft?.values.title).toBe('Published v2');
    expect(live?.values.title).toBe('Published');
  });

  it('relates published parents to published targets only, in relation order', () => {
    const [parent] = store.rows('all-news', 'ar-IQ', 'published');
    expect(store.related(parent!, 'news_articles').map((r) => r.values.title)).toEqual([
      'Published (ar)',
    ]);
    const [draftParent] = store.rows('all-news', 'en', 'draft');
    expect(store.related(draftParent!, 'news_articles').map((r) => r.values.title)).toEqual([
      'Draft only',
      'Published v2',
    ]);
  });

  it('shares one media object between the locales of a document', () => {
    const ids = store.rows('news-article', '*', 'published').map((r) => r.values.thumbnailImg);
    expect(ids).toEqual([{ media: 1 }, { media: 1 }]);
    expect(store.media(1)).toMatchObject({ id: 1, alternativeText: 'A picture', formats: null });
  });

  it('makes stable 24-character lowercase document ids', () => {
    expect(stableDocumentId(3)).toMatch(/^[a-z0-9]{24}$/);
    expect(stableDocumentId(3)).toBe(stableDocumentId(3));
    expect(stableDocumentId(3)).not.toBe(stableDocumentId(4));
  });
});
