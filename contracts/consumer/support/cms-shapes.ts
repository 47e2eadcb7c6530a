import { MatchersV3 } from '@pact-foundation/pact';
import { isoTimestamp, listOf } from './matchers';

const { arrayContaining, boolean, eachLike, integer, like, number, regex } = MatchersV3;

/** The locale the tests ask for: the UI language is Arabic (the app's default). */
export const LOCALE = 'ar-IQ';

export const documentId = (example = 'vuxiyy37y9g6r1pt1q7t9va0') =>
  regex(/^[a-z0-9]{24}$/, example);

/** Fields every Strapi 5 document carries. Nullable fields are left out of the shapes on purpose. */
const documentBase = {
  id: integer(1),
  documentId: documentId(),
  createdAt: isoTimestamp(),
  updatedAt: isoTimestamp(),
  publishedAt: isoTimestamp(),
  locale: LOCALE,
};

export const single = (data: object) => ({ data, meta: {} });

export const media = (example = '/uploads/news_cover_1a2b3c.jpg') => ({
  id: integer(7),
  documentId: documentId('k2m4n6p8q0r2s4t6v8w0x2y4'),
  name: like('news-cover.jpg'),
  width: integer(1100),
  height: integer(615),
  hash: like('news_cover_1a2b3c'),
  ext: like('.jpg'),
  mime: regex(/^image\/.+$/, 'image/jpeg'),
  size: number(84.21),
  // Relative on the fake and a self-hosted Strapi; absolute https on a CDN (mediaUrl handles both).
  url: regex(/^(\/uploads\/|https:\/\/).+/, example),
  provider: like('local'),
});

export const navigationGroups = {
  data: eachLike({
    ...documentBase,
    linkText: like('عن اليانصيب'),
    url: like('more'),
    order: integer(1),
    showInFooter: boolean(true),
    links: listOf({ id: integer(1), url: like('/more/results'), linkText: like('النتائج') }),
    contentPages: listOf({
      id: integer(3),
      documentId: documentId(),
      linkText: like('من نحن'),
      url: like('about-us'),
      order: integer(1),
      title: like('من نحن'),
    }),
  }),
  meta: {
    pagination: {
      page: integer(1),
      pageSize: integer(25),
      pageCount: integer(1),
      total: integer(2),
    },
  },
};

export const textBlock = {
  id: integer(1),
  headline: like('من نحن'),
  text: like('اليانصيب الخيري العراقي\nيدعم العائلات'),
  __component: 'elements.text-block',
};

export const imageBlock = {
  id: integer(2),
  desktop: media('/uploads/about_desktop_9f8e7d.jpg'),
  __component: 'elements.image',
};

export const contentPage = single({
  ...documentBase,
  url: like('about-us'),
  title: like('من نحن'),
  linkText: like('من نحن'),
  order: integer(1),
  content: arrayContaining(textBlock, imageBlock),
});

export const homepage = single({
  id: integer(1),
  documentId: documentId(),
  footerText: like('اليانصيب الخيري العراقي مرخّص'),
});

const articleImages = (images: 'thumbnail' | 'both') => ({
  thumbnailImg: media('/uploads/news_thumb_1a2b3c.jpg'),
  ...(images === 'both' ? { articleImg: media('/uploads/news_cover_1a2b3c.jpg') } : {}),
});

/** The spec's article naming: `title` and `content`. */
export const newsArticle = (images: 'thumbnail' | 'both') => ({
  ...documentBase,
  title: like('إطلاق السحب الأسبوعي'),
  content: like('نص **الخبر**'),
  ...articleImages(images),
});

/** The older naming the spec also allows: `articleTitle` and `articleContent`. */
export const olderNewsArticle = {
  ...documentBase,
  articleTitle: like('إطلاق السحب الأسبوعي'),
  articleContent: like('نص **الخبر**'),
  ...articleImages('both'),
};

/**
 * A list may mix both namings, which a Pact template cannot say; each naming is pinned by its own
 * single-article interaction, so the list pins the rest.
 */
export const newsCollection = (images: 'thumbnail' | 'both') =>
  single({
    ...documentBase,
    title: like('آخر الأخبار'),
    news_articles: eachLike({ ...documentBase, ...articleImages(images) }),
  });

export const legalPage = (title: string) =>
  single({ ...documentBase, title: like(title), content: like('## البند الأول\nنص') });

export const voucherTerms = single({ ...documentBase, Text: like('شروط القسائم') });

export const notFound = {
  data: null,
  error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
};
