import { describe, expect, it } from 'vitest';
import { arrangeNews, needsPagination, pageCount, pageSlice, parsePage } from './news-layout';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('news paging', () => {
  it('shows pagination only above 10 articles', () => {
    expect(needsPagination(10)).toBe(false);
    expect(needsPagination(11)).toBe(true);
  });

  it('counts pages of 10', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(21)).toBe(3);
  });

  it('slices one page', () => {
    expect(pageSlice(range(23), 1)).toEqual(range(10));
    expect(pageSlice(range(23), 3)).toEqual([21, 22, 23]);
  });

  it.each([
    [null, 1],
    ['2', 2],
    ['3', 3],
    ['9', 3],
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['abc', 1],
  ])('reads ?page=%s as page %s of 23 articles', (value, page) => {
    expect(parsePage(value, 23)).toBe(page);
  });
});

describe('arrangeNews', () => {
  it('puts the first large, the next two beside it and the rest in rows of 3', () => {
    expect(arrangeNews(range(10))).toEqual({
      lead: 1,
      beside: [2, 3],
      rows: [[4, 5, 6], [7, 8, 9], [10]],
    });
  });

  it('copes with fewer than three articles', () => {
    expect(arrangeNews([1])).toEqual({ lead: 1, beside: [], rows: [] });
    expect(arrangeNews([])).toEqual({ lead: undefined, beside: [], rows: [] });
  });

  it('can put everything in rows', () => {
    expect(arrangeNews(range(4), false)).toEqual({
      lead: undefined,
      beside: [],
      rows: [[1, 2, 3], [4]],
    });
  });
});
