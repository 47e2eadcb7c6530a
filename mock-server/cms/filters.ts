import { invalidKey } from './errors';
import type { QueryObject, QueryValue } from './query-string';
import { readField, type Row } from './rows';
import { contentTypes, isScalar, systemFields, type Attributes } from './schema';

export type Predicate = (row: Row) => boolean;
/** The rows a relation attribute of a row points at (same locale and status). */
export type Related = (row: Row, attribute: string) => Row[];

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const same = (a: unknown, b: string) =>
  typeof a === 'number' || typeof a === 'boolean' ? String(a) === b : a === b;
const list = (v: QueryValue): string[] =>
  Array.isArray(v) ? v.flatMap(list) : typeof v === 'string' ? [v] : [];
/** Numbers compare as numbers, everything else (ISO dates included) as strings; null never matches. */
const order = (a: unknown, e: QueryValue): number | null => {
  const b = list(e)[0];
  if (a === null || a === undefined || b === undefined) return null;
  if (typeof a === 'number') return a - Number(b);
  const x = text(a);
  return x === b ? 0 : x < b ? -1 : 1;
};
const compared =
  (test: (o: number) => boolean) =>
  (a: unknown, e: QueryValue): boolean => {
    const o = order(a, e);
    return o !== null && test(o);
  };

const operators: Record<string, (actual: unknown, expected: QueryValue) => boolean> = {
  $eq: (a, e) => list(e).some((x) => same(a, x)),
  $eqi: (a, e) => list(e).some((x) => text(a).toLowerCase() === x.toLowerCase()),
  $ne: (a, e) => !list(e).some((x) => same(a, x)),
  $nei: (a, e) => !list(e).some((x) => text(a).toLowerCase() === x.toLowerCase()),
  $in: (a, e) => list(e).some((x) => same(a, x)),
  $notIn: (a, e) => !list(e).some((x) => same(a, x)),
  $lt: compared((o) => o < 0),
  $lte: compared((o) => o <= 0),
  $gt: compared((o) => o > 0),
  $gte: compared((o) => o >= 0),
  $contains: (a, e) => list(e).every((x) => text(a).includes(x)),
  $notContains: (a, e) => !list(e).some((x) => text(a).includes(x)),
  $containsi: (a, e) => list(e).every((x) => text(a).toLowerCase().includes(x.toLowerCase())),
  $notContainsi: (a, e) => !list(e).some((x) => text(a).toLowerCase().includes(x.toLowerCase())),
  $startsWith: (a, e) => list(e).some((x) => text(a).startsWith(x)),
  $endsWith: (a, e) => list(e).some((x) => text(a).endsWith(x)),
  $null: (a, e) =>
    list(e)[0] === 'false' ? a !== null && a !== undefined : a === null || a === undefined,
  $notNull: (a, e) =>
    list(e)[0] === 'false' ? a === null || a === undefined : a !== null && a !== undefined,
};

const fieldPredicate = (field: string, value: QueryValue, path: string[]): Predicate => {
  if (typeof value === 'string' || Array.isArray(value)) {
    return (row) => list(value).some((x) => same(readField(row, field), x));
  }
  const tests = Object.entries(value).map(([op, expected]) => {
    const test = operators[op];
    if (!test) throw invalidKey(op, [...path, field]);
    return (row: Row) => test(readField(row, field), expected);
  });
  return (row) => tests.every((t) => t(row));
};

/**
 * Strapi 5 filters (`filters[title][$containsi]=x`, `$and`, `$or`, `$not`, relation fields).
 * Unknown fields or operators throw the 400 ValidationError.
 */
export function parseFilters(
  value: QueryValue | undefined,
  attributes: Attributes,
  related: Related,
  path: string[] = [],
): Predicate {
  if (value === undefined) return () => true;
  if (typeof value === 'string' || Array.isArray(value))
    throw invalidKey(list(value).join(','), path);
  const parts = Object.entries(value as QueryObject).map(([key, inner]): Predicate => {
    if (key === '$and' || key === '$or') {
      const subs = (Array.isArray(inner) ? inner : [inner]).map((v) =>
        parseFilters(v, attributes, related, path),
      );
      return key === '$and'
        ? (row) => subs.every((p) => p(row))
        : (row) => subs.some((p) => p(row));
    }
    if (key === '$not') {
      const sub = parseFilters(inner, attributes, related, path);
      return (row) => !sub(row);
    }
    const attribute = attributes[key];
    if (systemFields.includes(key) || (attribute && isScalar(attribute)))
      return fieldPredicate(key, inner, path);
    if (attribute?.type === 'relation') {
      const target = contentTypes[attribute.target].attributes;
      const sub = parseFilters(inner, target, related, [...path, key]);
      return (row) => related(row, key).some(sub);
    }
    throw invalidKey(key, path);
  });
  return (row) => parts.every((p) => p(row));
}
