import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as causes from '../../src/lib/api/cms-causes';
import { STATES } from '../states';
import { asVisitor, contentRequest, IN_ARABIC } from './support/cms-request';
import { LOCALE, documentId, media, single } from './support/cms-shapes';
import { isoTimestamp } from './support/matchers';
import { useMockServer } from './support/pact';

const { eachLike, integer, like, regex } = MatchersV3;

const base = {
  id: integer(1),
  documentId: documentId(),
  createdAt: isoTimestamp(),
  updatedAt: isoTimestamp(),
  publishedAt: isoTimestamp(),
  locale: LOCALE,
};

/** The causes page's two content types (decision 0223), Strapi 5 shapes in the Arabic locale. */
describe('content service (Strapi 5): the causes and the annual report', () => {
  beforeEach(asVisitor);

  it('answers every disbursement with its photo', () =>
    contentRequest(STATES.causes, 'a request for the causes with photos', '/causes', {
      'populate[photo]': 'true',
      'pagination[pageSize]': '100',
    })
      .willRespondWith(200, (b) =>
        b.jsonBody({
          data: eachLike({
            ...base,
            organisation: like('دار الرحمة للأيتام'),
            governorate: regex(/^[a-zA-Z]+$/, 'baghdad'),
            category: regex(/^[a-z]+$/, 'orphans'),
            amount: integer(42_000_000),
            disbursedOn: regex(/^\d{4}-\d{2}-\d{2}$/, '2026-02-15'),
            story: like('أسرّة جديدة لـ **64 طفلًا**'),
            photo: {
              ...media('/uploads/our_causes_5a8d2e7f13.jpg'),
              alternativeText: like('أطفال'),
            },
          }),
          meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: integer(7) } },
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const [first] = await causes.getCauses(IN_ARABIC);
        expect(first?.amount).toBe(42_000_000);
        expect(first?.photo?.url).toMatch(/^\/uploads\//);
      }));

  it('answers the audited annual report with its PDF', () =>
    contentRequest(STATES.causes, 'a request for the annual report', '/charity-report', {
      'populate[report]': 'true',
    })
      .willRespondWith(200, (b) =>
        b.jsonBody(
          single({
            ...base,
            title: like('التقرير السنوي المدقَّق 2025'),
            year: integer(2025),
            report: {
              ...media('/uploads/annual_report_2025_8c2f4e6a1d.pdf'),
              ext: '.pdf',
              mime: 'application/pdf',
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const report = await causes.getCharityReport(IN_ARABIC);
        expect(report.report?.mime).toBe('application/pdf');
        expect(report.year).toBe(2025);
      }));
});
