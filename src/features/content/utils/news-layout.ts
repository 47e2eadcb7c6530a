/** Section 9: news page size 10, rows of 3. */
export const NEWS_PAGE_SIZE = 10;
export const NEWS_ROW_SIZE = 3;

export const pageCount = (total: number, pageSize = NEWS_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** The page asked for in `?page=`, clamped to the pages that exist (anything odd is page 1). */
export function parsePage(value: string | null, total: number, pageSize = NEWS_PAGE_SIZE): number {
  const page = Number(value);
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, pageCount(total, pageSize));
}

/** The articles of one page (1-based). */
export const pageSlice = <T>(items: readonly T[], page: number, pageSize = NEWS_PAGE_SIZE): T[] =>
  items.slice((page - 1) * pageSize, page * pageSize);

/** Pagination appears only when there are more articles than fit on one page. */
export const needsPagination = (total: number, pageSize = NEWS_PAGE_SIZE): boolean =>
  total > pageSize;

export interface NewsLayout<T> {
  /** Shown large. */
  lead: T | undefined;
  /** The next two, beside the lead. */
  beside: T[];
  /** The rest, in rows of three. */
  rows: T[][];
}

/**
 * The desktop arrangement of section 2: the first article large, the next two beside it, the
 * rest in rows of 3. `withLead: false` puts everything in rows (pages after the first).
 */
export function arrangeNews<T>(items: readonly T[], withLead = true): NewsLayout<T> {
  const lead = withLead ? items[0] : undefined;
  const beside = withLead ? items.slice(1, 3) : [];
  const rest = withLead ? items.slice(3) : items.slice();
  const rows: T[][] = [];
  for (let i = 0; i < rest.length; i += NEWS_ROW_SIZE) rows.push(rest.slice(i, i + NEWS_ROW_SIZE));
  return { lead, beside, rows };
}
