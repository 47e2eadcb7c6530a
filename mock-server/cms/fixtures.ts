import allNewsTop3 from '../../fixtures/cms/all-news-top-3.json';
import allNews from '../../fixtures/cms/all-news.json';
import causes from '../../fixtures/cms/causes.json';
import charityReport from '../../fixtures/cms/charity-report.json';
import contentPages from '../../fixtures/cms/content-pages.json';
import drawCertificates from '../../fixtures/cms/draw-certificates.json';
import homepage from '../../fixtures/cms/homepage.json';
import latestNews from '../../fixtures/cms/latest-news.json';
import legal from '../../fixtures/cms/legal.json';
import navigationLinks from '../../fixtures/cms/navigation-links.json';
import newsArticles from '../../fixtures/cms/news-articles.json';
import manifest from '../../fixtures/cms/uploads/manifest.json';
import type { UploadManifest } from './media';
import type { CmsFixtures, FixtureDocument } from './fixture-types';
import { buildStore, type CmsStore } from './store';

/** The fixture files as the store reads them (legal.json holds the three legal single types). */
export const cmsFixtures: CmsFixtures = {
  'navigation-link': navigationLinks as FixtureDocument[],
  'content-page': contentPages as FixtureDocument[],
  'news-article': newsArticles as FixtureDocument[],
  homepage: homepage as FixtureDocument[],
  'latest-news': latestNews as FixtureDocument[],
  'all-news-top-3': allNewsTop3 as FixtureDocument[],
  'all-news': allNews as FixtureDocument[],
  'privacy-policy': legal.privacyPolicy as FixtureDocument[],
  'terms-and-condition': legal.termsAndCondition as FixtureDocument[],
  'terms-and-conditions-voucher': legal.voucherTerms as FixtureDocument[],
  cause: causes as FixtureDocument[],
  'charity-report': charityReport as FixtureDocument[],
  'draw-certificate': drawCertificates as FixtureDocument[],
};

let store: CmsStore | undefined;

/** The content is read-only, so one store serves every handler set. */
export const cmsStore = (): CmsStore =>
  (store ??= buildStore(cmsFixtures, manifest as UploadManifest));
