import * as z from 'zod/mini';
import { id, object, text } from '../schemas/fields';
import { CMS_LOCALES } from '../types/languages';

/**
 * The Strapi 5 shapes of the content types the app reads (decision 0006: the CMS is Strapi 5;
 * decision 0296: defined once, the types and the CMS document derive from them). The app reads
 * these answers unchecked (a content failure only hides content); the fake and the pact are held
 * to them through the document.
 */

export const nullableText = z.nullable(z.string());

export const cmsLocale = z.enum(CMS_LOCALES);

/** Fields every Strapi 5 document carries. */
export const documentBase = {
  id,
  documentId: text,
  createdAt: text,
  updatedAt: text,
  /** null: a draft never published (preview mode). */
  publishedAt: nullableText,
  locale: cmsLocale,
};

export const strapiMediaFormat = object({
  name: text,
  hash: text,
  ext: text,
  mime: text,
  path: z.null(),
  width: z.int(),
  height: z.int(),
  size: z.number(),
  sizeInBytes: z.number(),
  url: text,
});

const format = z.optional(strapiMediaFormat);

export const strapiMedia = object({
  id,
  documentId: text,
  name: text,
  alternativeText: nullableText,
  caption: nullableText,
  focalPoint: z.null(),
  width: z.int(),
  height: z.int(),
  formats: z.nullable(object({ thumbnail: format, small: format, medium: format, large: format })),
  hash: text,
  ext: text,
  mime: text,
  size: z.number(),
  /** Relative (`/uploads/...`) on the fake and a self-hosted Strapi; absolute https on a CDN. */
  url: text,
  previewUrl: z.null(),
  provider: text,
  provider_metadata: z.null(),
  createdAt: text,
  updatedAt: text,
  publishedAt: nullableText,
});

export const media = z.optional(z.nullable(strapiMedia));

export const navigationLink = object({ id, url: text, linkText: text });

/** The system fields a document carries that the app does not read where it is embedded. */
export const unreadSystemFields = {
  createdAt: z.optional(text),
  updatedAt: z.optional(text),
  publishedAt: z.optional(nullableText),
  locale: z.optional(cmsLocale),
};

/** A content page as a populated relation: its scalar and system fields, no blocks. */
export const contentPageRef = object({
  id,
  documentId: text,
  ...unreadSystemFields,
  linkText: text,
  url: text,
  order: z.int(),
  title: text,
});

export const navigationLinkGroup = object({
  ...documentBase,
  linkText: text,
  url: text,
  order: z.int(),
  showInFooter: z.boolean(),
  links: z.optional(z.array(navigationLink)),
  contentPages: z.optional(z.array(contentPageRef)),
});

export const textBlock = object({
  id,
  headline: nullableText,
  /** Plain text; line breaks become <br>. */
  text: nullableText,
  /** CSS font size of the headline, e.g. "24px"; null for the default. */
  titleSize: nullableText,
  textSize: nullableText,
  __component: z.literal('elements.text-block'),
});

export const imageBlock = object({
  id,
  /** The block's own, localised description (the media's may be in one language only). */
  alternativeText: z.optional(nullableText),
  desktop: media,
  mobile: media,
  __component: z.literal('elements.image'),
});

export const contentPage = object({
  ...documentBase,
  url: text,
  title: text,
  linkText: text,
  order: z.int(),
  content: z.optional(z.array(z.discriminatedUnion('__component', [textBlock, imageBlock]))),
});

export const homepage = object({ id, documentId: text, footerText: nullableText });

/** An article as the CMS answers it: the spec allows `title` or `articleTitle`, `content` or `articleContent`. */
export const strapiNewsArticle = object({
  ...documentBase,
  title: z.optional(nullableText),
  articleTitle: z.optional(nullableText),
  /** Rich text (markdown); may hold the video marker. */
  content: z.optional(nullableText),
  articleContent: z.optional(nullableText),
  videoURL: nullableText,
  thumbnailImg: media,
  articleImg: media,
});

/** The single types latest-news, all-news-top-3 and all-news. */
export const newsCollection = object({
  ...documentBase,
  title: text,
  news_articles: z.optional(z.array(strapiNewsArticle)),
});

/** privacy-policy and terms-and-condition; `content` is rich text (markdown). */
export const legalPage = object({ ...documentBase, title: text, content: nullableText });

export const voucherTerms = object({ ...documentBase, Text: nullableText });

/** Strapi's error envelope (404 NotFoundError, 400 ValidationError). */
export const strapiError = object({
  data: z.null(),
  error: object({
    status: z.int(),
    name: text,
    message: text,
    details: z.record(z.string(), z.unknown()),
  }),
});

const pagination = object({ page: z.int(), pageSize: z.int(), pageCount: z.int(), total: z.int() });

/** One document (`GET /api/<single type>`, `GET /api/<collection>/<documentId>`). */
export const strapiSingle = <T extends z.ZodMiniType>(data: T) =>
  object({ data, meta: object({}) });

/** A page of a collection. */
export const strapiList = <T extends z.ZodMiniType>(data: T) =>
  object({ data: z.array(data), meta: object({ pagination }) });
