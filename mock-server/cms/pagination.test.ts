import { describe, expect, it } from 'vitest';
import { CmsError } from './errors';
import { paginate, parsePagination } from './pagination';
import { parseQuery } from './query-string';

const pagination = (search: string) =>
  parsePagination(parseQuery(new URLSearchParams(search)).pagination);
const items = Array.from({ length: 23 }, (_, i) => i + 1);

describe('pagination', () => {
  it('defaults to page 1 of 25', () => {
    expect(paginate(items, pagination('')).meta).toEqual({
      page: 1,
      pageSize: 25,
      pageCount: 1,
      total: 23,
    });
  });

  it('slices pages and counts them', () => {
    const { page, meta } = paginate(
      items,
      pagination('pagination[page]=3&pagination[pageSize]=10'),
    );
    expect(page).toEqual([21, 22, 23]);
    expect(meta).toEqual({ page: 3, pageSize: 10, pageCount: 3, total: 23 });
  });

  it('caps the page size at 100', () => {
    expect(pagination('pagination[pageSize]=500')).toEqual({
      kind: 'page',
      page: 1,
      pageSize: 100,
    });
  });

  it('answers start/limit meta for offset pagination', () => {
    const { page, meta } = paginate(items, pagination('pagination[start]=20&pagination[limit]=5'));
    expect(page).toEqual([21, 22, 23]);
    expect(meta).toEqual({ start: 20, limit: 5, total: 23 });
  });

  it('gives pageCount 0 for an empty list', () => {
    expect(paginate([], pagination('')).meta).toEqual({
      page: 1,
      pageSize: 25,
      pageCount: 0,
      total: 0,
    });
  });

  it('refuses mixing page and offset parameters', () => {
    expect(() => pagination('pagination[page]=1&pagination[limit]=5')).toThrow(CmsError);
  });
});
