import { describe, expect, it } from 'vitest';
import { CMS_DOCUMENTS } from '../../cms/known-documents';
import { cms, notFoundBody, useCmsServer } from './test-server';

useCmsServer();

const NAV = 'navigation-links?populate[contentPages]=populate&populate[links]=true';
const ABOUT = `content-pages/${CMS_DOCUMENTS.aboutUsPage}`;
const CAUSES = `content-pages/${CMS_DOCUMENTS.ourCausesPage}`;
const base = ['id', 'documentId'];
const tail = ['createdAt', 'updatedAt', 'publishedAt', 'locale'];

describe('navigation-links', () => {
  it('answers the list envelope with groups in schema order, links and content pages populated', async () => {
    const { status, body } = await cms(NAV);
    expect(status).toBe(200);
    expect(body.meta).toEqual({ pagination: { page: 1, pageSize: 25, pageCount: 1, total: 4 } });
    const [about] = body.data;
    expect(Object.keys(about)).toEqual([
      ...base,
      'linkText',
      'url',
      'order',
      'showInFooter',
      ...tail,
      'links',
      'contentPages',
    ]);
    expect(Object.keys(about.contentPages[0])).toEqual([
      ...base,
      'url',
      'title',
      'linkText',
      'order',
      ...tail,
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
      ...base,
      ...(field === 'Text' ? [] : ['title']),
      field,
      ...tail,
    ]);
    expect(body.data[field]).toMatch(/\*\*|##/);
  });
});

describe('content pages and the dynamic zone', () => {
  it('fills the blocks and their media with populate[content][populate]=*', async () => {
    const { body } = await cms(`${ABOUT}?populate[content][populate]=*`);
    expect(Object.keys(body.data)).toEqual([
      ...base,
      'url',
      'title',
      'linkText',
      'order',
      ...tail,
      'content',
    ]);
    const [image, text] = body.data.content;
    expect(Object.keys(image)).toEqual([
      'id',
      'alternativeText',
      'desktop',
      'mobile',
      '__component',
    ]);
    expect(image.__component).toBe('elements.image');
    expect(image.mobile.height).toBeGreaterThan(image.mobile.width);
    expect(Object.keys(text)).toEqual([
      'id',
      'headline',
      'text',
      'titleSize',
      'textSize',
      '__component',
    ]);
    expect(text.__component).toBe('elements.text-block');
  });

  it('answers mobile null when a block has only a desktop image', async () => {
    const { body } = await cms(`${CAUSES}?populate[content][populate]=*`);
    const image = body.data.content.find(
      (b: { __component: string }) => b.__component === 'elements.image',
    );
    expect(image.desktop.url).toMatch(/^\/uploads\/.+\.jpg$/);
    expect(image.mobile).toBeNull();
  });

  it.each(['populate=*', 'populate[content]=true'])(
    'gives blocks without media keys for %s',
    async (q) => {
      const { body } = await cms(`${ABOUT}?${q}`);
      expect(Object.keys(body.data.content[0])).toEqual(['id', 'alternativeText', '__component']);
    },
  );

  it("gives an image block its own alternativeText in the page's locale", async () => {
    const { body } = await cms(`${ABOUT}?populate[content][populate]=*&locale=ar-IQ`);
    const [image] = body.data.content;
    expect(image.alternativeText).toBe('متطوعون يوزّعون الحقائب المدرسية في بغداد');
    // The media library's text is one language for all locales; the block's is the one to show.
    expect(image.desktop.alternativeText).toBe('Volunteers handing out school bags in Baghdad');
  });

  it('leaves the zone out when it is not populated', async () => {
    const { body } = await cms(ABOUT);
    expect(body.data).not.toHaveProperty('content');
  });
});

describe('localizations', () => {
  it('answers the other locales of the document last under populate=*', async () => {
    const { body } = await cms(`${ABOUT}?populate=*&locale=ar-IQ`);
    expect(Object.keys(body.data).at(-1)).toBe('localizations');
    const others = body.data.localizations as { documentId: string; locale: string }[];
    expect(others.map((o) => o.locale)).toEqual(['en', 'ckb']);
    expect(others.every((o) => o.documentId === CMS_DOCUMENTS.aboutUsPage)).toBe(true);
    expect(Object.keys(others[0]!)).toEqual([
      ...base,
      'url',
      'title',
      'linkText',
      'order',
      ...tail,
    ]);
  });

  it('populates localizations by name, and not without populate', async () => {
    const named = await cms(
      `news-articles/${CMS_DOCUMENTS.newestArticle}?populate[0]=localizations`,
    );
    expect(named.body.data.localizations).toHaveLength(2);
    const plain = await cms(`news-articles/${CMS_DOCUMENTS.newestArticle}`);
    expect(plain.body.data).not.toHaveProperty('localizations');
  });
});

describe('article field namings', () => {
  it('holds articles of both namings: title/content and articleTitle/articleContent', async () => {
    const { body } = await cms('news-articles?pagination[pageSize]=100&locale=ar-IQ');
    const articles = body.data as Record<string, string | null>[];
    const modern = articles.filter((a) => a.title && a.content && !a.articleTitle);
    const older = articles.filter((a) => a.articleTitle && a.articleContent && !a.title);
    expect(modern.length).toBeGreaterThan(10);
    expect(older.length).toBeGreaterThanOrEqual(2);
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
