import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as certificates from '../../src/lib/api/draw-certificates';
import {
  CERTIFIED_DRAW_ID,
  DRAW_PROOF_STATES as S,
  UNCERTIFIED_DRAW_ID,
} from '../states-draw-proof';
import { asVisitor, contentRequest, IN_ARABIC } from './support/cms-request';
import { LOCALE, documentId } from './support/cms-shapes';
import { isoTimestamp, serverDateTime } from './support/matchers';
import { useMockServer } from './support/pact';

const { eachLike, integer, like, regex } = MatchersV3;
const pagination = {
  page: integer(1),
  pageSize: integer(25),
  pageCount: integer(1),
  total: integer(1),
};

/** A draw's certificate (decision 0219): a Strapi 5 collection type, localised. */
const certificate = {
  id: integer(1),
  documentId: documentId(),
  drawId: integer(CERTIFIED_DRAW_ID),
  drawTime: serverDateTime('2026-11-02T20:00:00+03:00'),
  method: like('أرقام حدّدتها لجنة السحب يدويًا'),
  // The app checks it against the draw's proof (decision 0250): one of two words, exactly.
  methodKind: regex(/^(rng|machine)$/, 'machine'),
  observers: like('الكاتب العدل: حسن علي كاظم\nمراقب وزارة المالية: زينب جاسم'),
  streamUrl: regex(/^https:\/\/.+/, 'https://www.youtube.com/watch?v=iqlottery110'),
  createdAt: isoTimestamp(),
  updatedAt: isoTimestamp(),
  publishedAt: isoTimestamp(),
  locale: LOCALE,
};

describe('content service (Strapi 5): draw certificates', () => {
  beforeEach(asVisitor);

  it("answers a draw's certificate, filtered by its draw id", () =>
    contentRequest(S.certifiedDraw, "a request for draw 110's certificate", '/draw-certificates', {
      'filters[drawId][$eq]': String(CERTIFIED_DRAW_ID),
    })
      .willRespondWith(200, (b) =>
        b.jsonBody({ data: eachLike(certificate), meta: { pagination } }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const found = await certificates.getDrawCertificate(IN_ARABIC, CERTIFIED_DRAW_ID);
        expect(found).toMatchObject({ drawId: CERTIFIED_DRAW_ID, locale: LOCALE });
      }));

  it('answers an empty list for a draw without a certificate', () =>
    contentRequest(
      S.certifiedDraw,
      'a request for the certificate of a draw that has none',
      '/draw-certificates',
      { 'filters[drawId][$eq]': String(UNCERTIFIED_DRAW_ID) },
    )
      .willRespondWith(200, (b) =>
        b.jsonBody({ data: [], meta: { pagination: { ...pagination, total: integer(0) } } }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        expect(await certificates.getDrawCertificate(IN_ARABIC, UNCERTIFIED_DRAW_ID)).toBeNull();
      }));
});
