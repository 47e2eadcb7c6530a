import { validationError } from './errors';
import type { QueryValue } from './query-string';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export type Pagination =
  | { kind: 'page'; page: number; pageSize: number }
  | { kind: 'offset'; start: number; limit: number };

export type PaginationMeta =
  | { page: number; pageSize: number; pageCount: number; total: number }
  | { start: number; limit: number; total: number };

const integer = (value: QueryValue | undefined, fallback: number, min: number) => {
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) return fallback;
  return Math.max(Number(value), min);
};

/** Strapi caps a page at 100 entries; `limit=-1` also means "as many as allowed". */
const capped = (size: number) => (size < 1 ? MAX_PAGE_SIZE : Math.min(size, MAX_PAGE_SIZE));

export const parsePagination = (value: QueryValue | undefined): Pagination => {
  const p = value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const byPage = p.page !== undefined || p.pageSize !== undefined;
  const byOffset = p.start !== undefined || p.limit !== undefined;
  if (byPage && byOffset) {
    throw validationError(
      'Invalid pagination parameters. Expected either start/limit or page/pageSize',
    );
  }
  if (byOffset) {
    return {
      kind: 'offset',
      start: integer(p.start, 0, 0),
      limit: capped(integer(p.limit, DEFAULT_PAGE_SIZE, -1)),
    };
  }
  return {
    kind: 'page',
    page: integer(p.page, 1, 1),
    pageSize: capped(integer(p.pageSize, DEFAULT_PAGE_SIZE, 1)),
  };
};

export const paginate = <T>(
  items: T[],
  pagination: Pagination,
): { page: T[]; meta: PaginationMeta } => {
  const total = items.length;
  if (pagination.kind === 'offset') {
    const { start, limit } = pagination;
    return { page: items.slice(start, start + limit), meta: { start, limit, total } };
  }
  const { page, pageSize } = pagination;
  const from = (page - 1) * pageSize;
  return {
    page: items.slice(from, from + pageSize),
    meta: { page, pageSize, pageCount: Math.ceil(total / pageSize), total },
  };
};
