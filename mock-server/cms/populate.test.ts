import { describe, expect, it } from 'vitest';
import { CmsError } from './errors';
import { forComponent, parsePopulate } from './populate';
import { parseQuery } from './query-string';
import { contentType, type ContentTypeName } from './schema';

const populate = (type: ContentTypeName, search: string) =>
  parsePopulate(parseQuery(new URLSearchParams(search)).populate, contentType(type).attributes);

const shallow = { populate: {}, fields: null, on: null };

const errorOf = (run: () => unknown): CmsError => {
  try {
    run();
  } catch (error) {
    if (error instanceof CmsError) return error;
  }
  throw new Error('expected a CmsError');
};

describe('parsePopulate', () => {
  it('populates nothing without the parameter', () => {
    expect(populate('news-article', '')).toEqual({});
  });

  it('accepts any value but false/f/0 on an attribute (the app sends "populate")', () => {
    expect(
      populate('navigation-link', 'populate[contentPages]=populate&populate[links]=true'),
    ).toEqual({
      contentPages: shallow,
      links: shallow,
    });
    expect(populate('navigation-link', 'populate[links]=false&populate[contentPages]=0')).toEqual(
      {},
    );
  });

  it('populates every first-level relation, media, component and zone with *, and localizations', () => {
    expect(Object.keys(populate('navigation-link', 'populate=*'))).toEqual([
      'links',
      'contentPages',
      'localizations',
    ]);
    expect(Object.keys(populate('news-article', 'populate=*'))).toEqual([
      'thumbnailImg',
      'articleImg',
      'localizations',
    ]);
    expect(populate('content-page', 'populate=*')).toEqual({
      content: shallow,
      localizations: shallow,
    });
  });

  it('reads arrays and comma lists of names', () => {
    const expected = { thumbnailImg: shallow, articleImg: shallow };
    expect(populate('news-article', 'populate[0]=thumbnailImg&populate[1]=articleImg')).toEqual(
      expected,
    );
    expect(populate('news-article', 'populate=thumbnailImg,articleImg')).toEqual(expected);
  });

  it('nests populate into a relation', () => {
    expect(populate('all-news', 'populate[news_articles][populate][0]=thumbnailImg')).toEqual({
      news_articles: { populate: { thumbnailImg: shallow }, fields: null, on: null },
    });
  });

  it('fills the media of a dynamic zone with populate[content][populate]=*', () => {
    const spec = populate('content-page', 'populate[content][populate]=*');
    const node = spec.content!;
    expect(Object.keys(node.populate)).toEqual(['desktop', 'mobile']);
    expect(Object.keys(forComponent(node, 'elements.image').populate)).toEqual([
      'desktop',
      'mobile',
    ]);
    expect(forComponent(node, 'elements.text-block').populate).toEqual({});
  });

  it('supports per-component populate with on', () => {
    const spec = populate(
      'content-page',
      'populate[content][on][elements.image][populate][0]=desktop',
    );
    expect(Object.keys(forComponent(spec.content!, 'elements.image').populate)).toEqual([
      'desktop',
    ]);
  });

  it.each([
    ['populate[foo]=true', 'Invalid key foo'],
    ['populate=foo', 'Invalid key foo'],
    ['populate[0]=title', 'Invalid key title'],
    ['populate[thumbnailImg][bogus]=1', 'Invalid key bogus at thumbnailImg.bogus'],
  ])('answers 400 ValidationError for %s', (search, message) => {
    const error = errorOf(() => populate('news-article', search));
    expect(error.status).toBe(400);
    expect(error.toBody().error).toMatchObject({ name: 'ValidationError', message });
  });

  it('rejects a key unknown to every component of a zone', () => {
    expect(
      errorOf(() => populate('content-page', 'populate[content][populate][0]=nope')).message,
    ).toBe('Invalid key nope at content.nope');
  });
});
