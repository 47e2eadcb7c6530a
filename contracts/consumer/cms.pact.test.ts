import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as cms from '../../src/lib/api/cms';
import { STATES } from '../states';
import { asVisitor, contentRequest, IN_ARABIC } from './support/cms-request';
import {
  contentPage,
  homepage,
  legalPage,
  navigationGroups,
  voucherTerms,
} from './support/cms-shapes';
import { useMockServer } from './support/pact';

const { fromProviderState } = MatchersV3;

describe('content service (Strapi 5)', () => {
  beforeEach(asVisitor);

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
        const groups = await cms.getNavigationLinks(IN_ARABIC);
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
        const page = await cms.getContentPage(IN_ARABIC, 'vuxiyy37y9g6r1pt1q7t9va0');
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
        expect((await cms.getHomepage(IN_ARABIC)).footerText).toContain('اليانصيب');
      }));

  it('answers the privacy policy', () =>
    contentRequest(STATES.legalPages, 'a request for the privacy policy', '/privacy-policy', {})
      .willRespondWith(200, (b) => b.jsonBody(legalPage('سياسة الخصوصية')))
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await cms.getPrivacyPolicy(IN_ARABIC)).title).toBe('سياسة الخصوصية');
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
        expect((await cms.getTermsAndConditions(IN_ARABIC)).content).toContain('##');
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
        expect((await cms.getVoucherTerms(IN_ARABIC)).Text).toBe('شروط القسائم');
      }));
});
