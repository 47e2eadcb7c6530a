import { describe, expect, it } from 'vitest';
import { BASE_KEYS, cms, notFoundBody, TAIL_KEYS, useCmsServer } from './test-server';

useCmsServer();

const NAV = 'navigation-links?populate[contentPages]=populate&populate[links]=true';

describe('navigation-links', () => {
  it('answers the list envelope with groups in schema order, links and content pages populated', async () => {
    const { status, body } = await cms(NAV);
    expect(status).toBe(200);
    expect(body.meta).toEqual({ pagination: { page: 1, pageSize: 25, pageCount: 1, total: 4 } });
    const [about] = body.data;
    expect(Object.keys(about)).toEqual([
      ...BASE_KEYS,
      'linkText',
      'url',
      'order',
      'showInFooter',
      ...TAIL_KEYS,
      'links',
      'contentPages',
    ]);
    expect(Object.keys(about.contentPages[0])).toEqual([
      ...BASE_KEYS,
      'url',
      'title',
      'linkText',
      'order',
      ...TAIL_KEYS,
    ]);
    const media = body.data.find((g: { url: string }) => g.url === 'media_center');
    expect(media.links[0]).toEqual({
      id: expect.any(Number),
      url: 'media_center',
      linkText: 'Media Centre',
    });
    const urls = body.data.flatMap((g: { contentPages: { url: string }[] }) =>
      g.contentPages.map((p) => p.url),
    );
    expect(urls).toContain('more/loto_app');
    expect(
      body.data.filter((g: { showInFooter: boolean }) => g.showInFooter).length,
    ).toBeGreaterThan(0);
  });

  it('leaves out what was not populated', async () => {
    const { body } = await cms('navigation-links');
    expect(body.data[0]).not.toHaveProperty('links');
    expect(body.data[0]).not.toHaveProperty('contentPages');
  });
});

describe('single types', () => {
  it('answers only id, documentId and the selected field for fields[0]', async () => {
    const { status, body } = await cms('homepage?fields[0]=footerText');
    expect(status).toBe(200);
    expect(Object.keys(body.data)).toEqual(['id', 'documentId', 'footerText']);
    expect(body.meta).toEqual({});
  });

  it.each([
    ['privacy-policy', 'content'],
    ['terms-and-condition', 'content'],
    ['terms-and-conditions-voucher', 'Text'],
  ])('answers %s with its markdown', async (route, field) => {
    const { body } = await cms(route);
    expect(Object.keys(body.data)).toEqual([
      ...BASE_KEYS,
      ...(field === 'Text' ? [] : ['title']),
      field,
      ...TAIL_KEYS,
    ]);
    expect(body.data[field]).toMatch(/\*\*|##/);
  });
});

describe('errors', () => {
  it('answers 400 ValidationError for an unknown populate key', async () => {
    const { status, body } = await cms('navigation-links?populate[foo]=true');
    expect(status).toBe(400);
    expect(body).toEqual({
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'Invalid key foo',
        details: { key: 'foo', path: 'foo' },
      },
    });
  });

  it('answers 400 for an unknown filter key', async () => {
    const { status, body } = await cms('news-articles?filters[bogus][$eq]=1');
    expect(status).toBe(400);
    expect(body.error.message).toBe('Invalid key bogus');
  });

  it.each([
    'unknown-route',
    'news-articles/zzzzzzzzzzzzzzzzzzzzzzzz',
    'homepage/abc',
    'content-pages/a/b',
  ])('answers the 404 envelope for %s', async (path) => {
    expect(await cms(path)).toEqual({ status: 404, body: notFoundBody });
  });

  it('answers 404 to other methods', async () => {
    const response = await fetch('http://cms.test/cms/api/homepage', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(notFoundBody);
  });
});
