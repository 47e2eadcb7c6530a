/** Strapi 5 REST shapes (decision 0006: the CMS is Strapi 5), from their definitions (decision 0296). */
import type { Infer } from '../contract/define';
import type {
  contentPage,
  contentPageRef,
  homepage,
  imageBlock,
  legalPage,
  navigationLink,
  navigationLinkGroup,
  newsCollection,
  strapiError,
  strapiMedia,
  strapiMediaFormat,
  strapiNewsArticle,
  textBlock,
  voucherTerms,
} from '../contract/cms-shapes';

export interface StrapiPagination {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

/** Strapi's envelope of one document (the schema: `strapiSingle`). */
export interface StrapiSingle<T> {
  data: T;
  meta: Record<string, never> | Record<string, unknown>;
}

/** Strapi's envelope of a page of a collection (the schema: `strapiList`). */
export interface StrapiList<T> {
  data: T[];
  meta: { pagination: StrapiPagination };
}

export type StrapiErrorBody = Infer<typeof strapiError>;

export type StrapiDocumentBase = Pick<
  NavigationLinkGroup,
  'id' | 'documentId' | 'createdAt' | 'updatedAt' | 'publishedAt' | 'locale'
>;

export type StrapiMediaFormat = Infer<typeof strapiMediaFormat>;
export type StrapiMedia = Infer<typeof strapiMedia>;
export type NavigationLink = Infer<typeof navigationLink>;
/** A content page as a populated relation: only its own scalar fields. */
export type ContentPageRef = Infer<typeof contentPageRef>;
export type NavigationLinkGroup = Infer<typeof navigationLinkGroup>;
export type TextBlock = Infer<typeof textBlock>;
export type ImageBlock = Infer<typeof imageBlock>;
export type ContentBlock = TextBlock | ImageBlock;
export type ContentPage = Infer<typeof contentPage>;
export type Homepage = Infer<typeof homepage>;

/** An article as the CMS answers it: the spec allows `title` or `articleTitle`, `content` or `articleContent`. */
export type StrapiNewsArticle = Infer<typeof strapiNewsArticle>;

/** An article as the adapter hands it on: one title and one content, whichever naming the CMS used. */
export type NewsArticle = Omit<
  StrapiNewsArticle,
  'title' | 'articleTitle' | 'content' | 'articleContent'
> & {
  title: string;
  /** Rich text (markdown); may hold the video marker. */
  content: string | null;
};

/** The single types latest-news, all-news-top-3 and all-news. */
export type NewsCollection = Infer<typeof newsCollection>;
/** privacy-policy and terms-and-condition. */
export type LegalPage = Infer<typeof legalPage>;
export type VoucherTerms = Infer<typeof voucherTerms>;

/** The marker an article's content holds where its video belongs. */
export const VIDEO_MARKER = '[[video]]';
