import type { CmsLocale } from '../../src/lib/api/types/languages';
import { CmsError, notFound } from './errors';
import { parseFields } from './fields';
import { parseFilters } from './filters';
import { paginate, parsePagination } from './pagination';
import { parsePopulate } from './populate';
import { parseQuery } from './query-string';
import { readField, type Status } from './rows';
import { serializeRow, type SerializeContext } from './serialize';
import { contentType, typeByRoute } from './schema';
import { sortRows, parseSort } from './sort';
import { locales } from './store';

export interface CmsAnswer {
  status: number;
  body: unknown;
}

/** No locale means the default (en); `*` or `all` lists every locale; anything else is just unknown. */
export const parseLocale = (value: unknown): CmsLocale | '*' | null => {
  if (value === undefined) return 'en';
  if (value === '*' || value === 'all') return '*';
  return locales.find((l) => l === value) ?? null;
};

/** Without status only published versions; `published` asks for them too; any other value gives drafts. */
export const parseStatus = (value: unknown): Status =>
  value === undefined || value === 'published' ? 'published' : 'draft';

/**
 * Answers `GET /api/<route>[/<documentId>]?<query>` the way Strapi 5 does.
 * `path` is what follows `/api/`.
 */
export function answerCms(path: string, search: URLSearchParams, ctx: SerializeContext): CmsAnswer {
  try {
    const [route = '', documentId, ...rest] = path
      .split('/')
      .filter(Boolean)
      .map(decodeURIComponent);
    const typeName = typeByRoute(route);
    const type = typeName ? contentType(typeName) : undefined;
    if (!typeName || !type || rest.length > 0 || (type.kind === 'single' && documentId))
      throw notFound();

    const query = parseQuery(search);
    const populate = parsePopulate(query.populate, type.attributes);
    const fields = parseFields(query.fields, type.attributes);
    const filter = parseFilters(query.filters, type.attributes, ctx.store.related);
    const sort = parseSort(query.sort, type.attributes);
    const locale = parseLocale(query.locale);
    const status = parseStatus(query.status);

    const candidates = locale === null ? [] : ctx.store.rows(typeName, locale, status);
    const matching = sortRows(candidates.filter(filter), sort, readField);

    if (type.kind === 'single' || documentId) {
      const row = documentId ? matching.find((r) => r.documentId === documentId) : matching[0];
      if (!row || locale === '*') throw notFound();
      return { status: 200, body: { data: serializeRow(row, ctx, fields, populate), meta: {} } };
    }
    const { page, meta } = paginate(matching, parsePagination(query.pagination));
    return {
      status: 200,
      body: {
        data: page.map((r) => serializeRow(r, ctx, fields, populate)),
        meta: { pagination: meta },
      },
    };
  } catch (error) {
    if (error instanceof CmsError) return { status: error.status, body: error.toBody() };
    throw error;
  }
}
