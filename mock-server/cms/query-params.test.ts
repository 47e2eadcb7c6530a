import { describe, expect, it } from 'vitest';
import { CmsError } from './errors';
import { parseFields } from './fields';
import { parseFilters } from './filters';
import { parseQuery } from './query-string';
import type { Row } from './rows';
import { contentType } from './schema';
import { parseSort, sortRows } from './sort';
import { readField } from './rows';

const attributes = contentType('content-page').attributes;
const query = (search: string) => parseQuery(new URLSearchParams(search));
const row = (id: number, url: string, order: number): Row => ({
  id,
  documentId: `doc${id}`.padEnd(24, 'x'),
  type: 'content-page',
  locale: 'en',
  status: 'published',
  createdAt: `2025-01-0${id}T00:00:00.000Z`,
  updatedAt: '2025-01-09T00:00:00.000Z',
  publishedAt: '2025-01-09T00:00:00.000Z',
  values: { url, title: url.toUpperCase(), linkText: url, order, content: [] },
});
const rows = [row(1, 'about-us', 3), row(2, 'faq', 1), row(3, 'more/loto_app', 2)];
const noRelations = () => [];

const filtered = (search: string) =>
  rows.filter(parseFilters(query(search).filters, attributes, noRelations)).map((r) => r.id);

describe('parseFields', () => {
  it('selects scalar and system fields, in any of the three notations', () => {
    expect(parseFields(query('fields[0]=title&fields[1]=url').fields, attributes)).toEqual([
      'title',
      'url',
    ]);
    expect(parseFields(query('fields=title,url').fields, attributes)).toEqual(['title', 'url']);
    expect(parseFields(query('fields[0]=createdAt').fields, attributes)).toEqual(['createdAt']);
    expect(parseFields(undefined, attributes)).toBeNull();
  });

  it('refuses unknown fields and non-scalar attributes', () => {
    expect(() => parseFields('nope', attributes)).toThrow('Invalid key nope');
    expect(() => parseFields('content', attributes)).toThrow(CmsError);
  });
});

describe('parseFilters', () => {
  it('filters with operators and implicit $eq', () => {
    expect(filtered('filters[url][$eq]=faq')).toEqual([2]);
    expect(filtered('filters[url]=faq')).toEqual([2]);
    expect(filtered('filters[url][$startsWith]=more/')).toEqual([3]);
    expect(filtered('filters[title][$containsi]=about')).toEqual([1]);
    expect(filtered('filters[order][$gte]=2')).toEqual([1, 3]);
    expect(filtered('filters[id][$in][0]=1&filters[id][$in][1]=3')).toEqual([1, 3]);
    expect(filtered('filters[documentId][$ne]=doc1xxxxxxxxxxxxxxxxxxxx')).toEqual([2, 3]);
  });

  it('combines with $or and $not', () => {
    expect(filtered('filters[$or][0][url]=faq&filters[$or][1][order]=3')).toEqual([1, 2]);
    expect(filtered('filters[$not][url]=faq')).toEqual([1, 3]);
  });

  it('answers 400 for an unknown field or operator', () => {
    expect(() => filtered('filters[nope]=1')).toThrow('Invalid key nope');
    expect(() => filtered('filters[url][$like]=x')).toThrow('Invalid key $like at url.$like');
  });
});

describe('sort', () => {
  it('sorts by the keys, then by id', () => {
    const ids = (search: string) =>
      sortRows(rows, parseSort(query(search).sort, attributes), readField).map((r) => r.id);
    expect(ids('')).toEqual([1, 2, 3]);
    expect(ids('sort=order')).toEqual([2, 3, 1]);
    expect(ids('sort[0]=url:desc')).toEqual([3, 2, 1]);
  });

  it('refuses an unknown sort key', () => {
    expect(() => parseSort('nope:asc', attributes)).toThrow('Invalid key nope');
  });
});
