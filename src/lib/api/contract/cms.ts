import type * as z from 'zod/mini';
import type { CallId } from '../calls';
import { cause, charityReport, drawCertificate } from './cms-charity';
import {
  contentPage,
  homepage,
  legalPage,
  navigationLinkGroup,
  newsCollection,
  strapiNewsArticle,
  voucherTerms,
} from './cms-shapes';

/** Strapi's query parameters a call sends besides `locale` (and `status` in preview mode). */
export type StrapiParameter = 'populate' | 'fields' | 'filters' | 'pagination';

/**
 * One content call, defined once (decision 0296): the CMS document and the types derive from it.
 * Every call is a public GET below Strapi's `/api` (its row's route, `routeOf`); its answer is
 * Strapi's envelope around `data`.
 */
export interface CmsCallDefinition {
  summary: string;
  /** One document (`{ data, meta: {} }`, 404 when there is none) or a page of a collection. */
  kind: 'single' | 'list';
  /** The document's component name in the CMS document and its schema. */
  data: { name: string; schema: z.ZodMiniType };
  query: readonly StrapiParameter[];
}

const defineCmsCalls = <const T extends Partial<Record<CallId, CmsCallDefinition>>>(calls: T) =>
  calls;

const NEWS = { name: 'NewsCollection', schema: newsCollection };
const LEGAL = { name: 'LegalPage', schema: legalPage };

export const CMS = defineCmsCalls({
  getNavigationLinks: {
    summary: 'The navigation link groups of the header and footer, with their pages and links',
    kind: 'list',
    data: { name: 'NavigationLinkGroup', schema: navigationLinkGroup },
    query: ['populate'],
  },
  getContentPage: {
    summary: 'A content page with its text and image blocks',
    kind: 'single',
    data: { name: 'ContentPage', schema: contentPage },
    query: ['populate'],
  },
  getHomepage: {
    summary: "The homepage's footer text",
    kind: 'single',
    data: { name: 'Homepage', schema: homepage },
    query: ['fields'],
  },
  getLatestNews: {
    summary: 'The latest news: the media centre, its first article large with its image',
    kind: 'single',
    data: NEWS,
    query: ['populate'],
  },
  getAllNewsTop3: {
    summary: 'The three news articles the home page shows',
    kind: 'single',
    data: NEWS,
    query: ['populate'],
  },
  getAllNews: {
    summary: 'Every news article of the media centre',
    kind: 'single',
    data: NEWS,
    query: ['populate'],
  },
  getNewsArticle: {
    summary: 'One news article with its thumbnail and article image',
    kind: 'single',
    data: { name: 'StrapiNewsArticle', schema: strapiNewsArticle },
    query: ['populate'],
  },
  getPrivacyPolicy: {
    summary: 'The privacy policy (markdown)',
    kind: 'single',
    data: LEGAL,
    query: [],
  },
  getTermsAndConditions: {
    summary: 'The terms and conditions (markdown)',
    kind: 'single',
    data: LEGAL,
    query: [],
  },
  getVoucherTerms: {
    summary: 'The terms of vouchers',
    kind: 'single',
    data: { name: 'VoucherTerms', schema: voucherTerms },
    query: [],
  },
  getCauses: {
    summary: 'The disbursements to good causes with their photos (one page of at most 100)',
    kind: 'list',
    data: { name: 'Cause', schema: cause },
    query: ['populate', 'pagination'],
  },
  getCharityReport: {
    summary: 'The latest audited annual report of the good causes, with its PDF',
    kind: 'single',
    data: { name: 'CharityReport', schema: charityReport },
    query: ['populate'],
  },
  getDrawCertificate: {
    summary: "A draw's certificate, filtered by drawId: an empty page when the draw has none",
    kind: 'list',
    data: { name: 'DrawCertificate', schema: drawCertificate },
    query: ['filters'],
  },
});

export type CmsCall = keyof typeof CMS;

export const cmsDefinitions = () => Object.entries(CMS) as [CmsCall, CmsCallDefinition][];
