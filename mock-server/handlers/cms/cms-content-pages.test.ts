import { describe, expect, it } from 'vitest';
import { CMS_DOCUMENTS } from '../../cms/known-documents';
import { BASE_KEYS, cms, TAIL_KEYS, useCmsServer } from './test-server';

useCmsServer();

const ABOUT = `content-pages/${CMS_DOCUMENTS.aboutUsPage}`;
const CAUSES = `content-pages/${CMS_DOCUMENTS.ourCausesPage}`;

describe('content pages and the dynamic zone', () => {
  it('fills the blocks and their media with populate[content][populate]=*', async () => {
    const { body } = await cms(`${ABOUT}?populate[content][populate]=*`);
    expect(Object.keys(body.data)).toEqual([
      ...BASE_KEYS,
      'url',
      'title',
      'linkText',
      'order',
      ...TAIL_KEYS,
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
      ...BASE_KEYS,
      'url',
      'title',
      'linkText',
      'order',
      ...TAIL_KEYS,
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
