/** Strapi 5 REST shapes (decision 0006: the CMS is Strapi 5). */

export type CmsLocale = 'en' | 'ar-IQ' | 'ckb';

export interface StrapiPagination {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

export interface StrapiSingle<T> {
  data: T;
  meta: Record<string, never> | Record<string, unknown>;
}

export interface StrapiList<T> {
  data: T[];
  meta: { pagination: StrapiPagination };
}

export interface StrapiErrorBody {
  data: null;
  error: { status: number; name: string; message: string; details: Record<string, unknown> };
}

export interface StrapiDocumentBase {
  id: number;
  documentId: string;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  locale: CmsLocale;
}

export interface StrapiMediaFormat {
  name: string;
  hash: string;
  ext: string;
  mime: string;
  path: null;
  width: number;
  height: number;
  size: number;
  sizeInBytes: number;
  url: string;
}

export interface StrapiMedia {
  id: number;
  documentId: string;
  name: string;
  alternativeText: string | null;
  caption: string | null;
  focalPoint: null;
  width: number;
  height: number;
  formats: Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', StrapiMediaFormat>> | null;
  hash: string;
  ext: string;
  mime: string;
  size: number;
  /** Relative (`/uploads/...`) on the fake and a self-hosted Strapi; absolute https on a CDN. */
  url: string;
  previewUrl: null;
  provider: string;
  provider_metadata: null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

export interface NavigationLink {
  id: number;
  url: string;
  linkText: string;
}

/** A content page as a populated relation: only its own scalar fields. */
export interface ContentPageRef {
  id: number;
  documentId: string;
  linkText: string;
  url: string;
  order: number;
  title: string;
}

export interface NavigationLinkGroup extends StrapiDocumentBase {
  linkText: string;
  url: string;
  order: number;
  showInFooter: boolean;
  links?: NavigationLink[];
  contentPages?: ContentPageRef[];
}

export interface TextBlock {
  id: number;
  headline: string | null;
  /** Plain text; line breaks become <br>. */
  text: string | null;
  /** CSS font size of the headline, e.g. "24px"; null for the default. */
  titleSize: string | null;
  textSize: string | null;
  __component: 'elements.text-block';
}

export interface ImageBlock {
  id: number;
  /** The block's own, localised description (the media's may be in one language only). */
  alternativeText?: string | null;
  desktop?: StrapiMedia | null;
  mobile?: StrapiMedia | null;
  __component: 'elements.image';
}

export type ContentBlock = TextBlock | ImageBlock;

export interface ContentPage extends StrapiDocumentBase {
  url: string;
  title: string;
  linkText: string;
  order: number;
  content?: ContentBlock[];
}

export interface Homepage {
  id: number;
  documentId: string;
  footerText: string | null;
}

/** An article as the adapter hands it on: one title and one content, whichever naming the CMS used. */
export interface NewsArticle extends StrapiDocumentBase {
  title: string;
  /** Rich text (markdown); may hold the video marker. */
  content: string | null;
  videoURL: string | null;
  thumbnailImg?: StrapiMedia | null;
  articleImg?: StrapiMedia | null;
}

/** An article as the CMS answers it: the spec allows `title` or `articleTitle`, `content` or `articleContent`. */
export interface StrapiNewsArticle extends Omit<NewsArticle, 'title' | 'content'> {
  title?: string | null;
  articleTitle?: string | null;
  content?: string | null;
  articleContent?: string | null;
}

/** The single types latest-news, all-news-top-3 and all-news. */
export interface NewsCollection extends StrapiDocumentBase {
  title: string;
  news_articles?: StrapiNewsArticle[];
}

/** privacy-policy and terms-and-condition. */
export interface LegalPage extends StrapiDocumentBase {
  title: string;
  /** Rich text (markdown). */
  content: string | null;
}

export interface VoucherTerms extends StrapiDocumentBase {
  Text: string | null;
}

/** The marker an article's content holds where its video belongs. */
export const VIDEO_MARKER = '[[video]]';
