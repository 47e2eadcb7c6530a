import { describe, expect, it } from 'vitest';
import { parseQuery } from './query-string';

const parse = (search: string) => parseQuery(new URLSearchParams(search));

describe('parseQuery (Strapi/qs bracket syntax)', () => {
  it('reads plain keys as strings', () => {
    expect(parse('locale=ar-IQ&status=preview')).toEqual({ locale: 'ar-IQ', status: 'preview' });
  });

  it('turns indexed keys into arrays in index order', () => {
    expect(parse('populate[1]=articleImg&populate[0]=thumbnailImg')).toEqual({
      populate: ['thumbnailImg', 'articleImg'],
    });
  });

  it('nests objects and arrays', () => {
    expect(parse('populate[news_articles][populate][0]=thumbnailImg&populate[links]=true')).toEqual(
      { populate: { news_articles: { populate: ['thumbnailImg'] }, links: 'true' } },
    );
  });

  it('keeps dotted component names as object keys', () => {
    expect(parse('populate[content][on][elements.image][populate]=*')).toEqual({
      populate: { content: { on: { 'elements.image': { populate: '*' } } } },
    });
  });

  it('collects repeated keys and empty brackets', () => {
    expect(parse('fields=a&fields=b')).toEqual({ fields: ['a', 'b'] });
    expect(parse('fields[]=a&fields[]=b')).toEqual({ fields: ['a', 'b'] });
  });

  it('decodes encoded brackets', () => {
    expect(parse('pagination%5Bpage%5D=2')).toEqual({ pagination: { page: '2' } });
  });
});
