import { describe, expect, it } from 'vitest';
import { BASE_KEYS, cms, TAIL_KEYS, useCmsServer } from './test-server';

useCmsServer();

const FIELDS = ['organisation', 'governorate', 'category', 'amount', 'disbursedOn', 'story'];

describe('the causes and the annual report (Strapi 5 types)', () => {
  it('lists every disbursement in a locale, photo in the media shape when populated', async () => {
    const { status, body } = await cms('causes?locale=ar-IQ&populate[photo]=true');
    expect(status).toBe(200);
    expect(body.meta.pagination.total).toBe(7);
    const [first] = body.data;
    expect(Object.keys(first)).toEqual([...BASE_KEYS, ...FIELDS, ...TAIL_KEYS, 'photo']);
    expect(first).toMatchObject({ organisation: 'دار الرحمة للأيتام', locale: 'ar-IQ' });
    expect(first.amount).toBe(42_000_000);
    expect(first.photo).toMatchObject({
      mime: 'image/jpeg',
      url: expect.stringMatching(/^\/uploads\//),
    });
    expect(first.photo.alternativeText).toBeTruthy();
  });

  it('answers each locale, leaves the photo out unless asked, 200 and nothing for an unknown one', async () => {
    const kurdish = await cms('causes?locale=ckb');
    expect(kurdish.body.data[0].organisation).toBe('ماڵی ڕەحمە بۆ هەتیوان');
    expect(kurdish.body.data[0]).not.toHaveProperty('photo');
    const english = await cms('causes?locale=en');
    expect(english.body.data[0].organisation).toBe('Dar Al-Rahma Orphanage');
    expect((await cms('causes?locale=fr')).body).toMatchObject({
      data: [],
      meta: { pagination: { total: 0 } },
    });
  });

  it('gives the audited report as a PDF upload that is served', async () => {
    const { body } = await cms('charity-report?locale=en&populate[report]=true');
    expect(body.data).toMatchObject({
      year: 2025,
      title: 'Good causes: audited annual report 2025',
    });
    expect(body.data.report).toMatchObject({ mime: 'application/pdf', formats: null });
    const pdf = await fetch(`http://cms.test/cms${body.data.report.url}`);
    expect(pdf.status).toBe(200);
  });

  it('refuses an unknown populate key with 400', async () => {
    expect((await cms('causes?populate[nothing]=true')).status).toBe(400);
  });
});
