import { invalidKey } from './errors';
import type { QueryValue } from './query-string';
import { isScalar, systemFields, type Attributes } from './schema';

export interface SortKey {
  field: string;
  direction: 'asc' | 'desc';
}

/** `sort=title`, `sort=title:desc,id`, `sort[0]=title:desc`, `sort[title]=desc`. */
export const parseSort = (value: QueryValue | undefined, attributes: Attributes): SortKey[] => {
  if (value === undefined) return [];
  const parts: string[] = [];
  const collect = (v: QueryValue) => {
    if (typeof v === 'string') parts.push(...v.split(','));
    else if (Array.isArray(v)) v.forEach(collect);
    else
      Object.entries(v).forEach(([k, d]) => parts.push(`${k}:${typeof d === 'string' ? d : ''}`));
  };
  collect(value);
  return parts.map((part) => {
    const [field = '', dir = 'asc'] = part.trim().split(':');
    const attribute = attributes[field];
    if (!systemFields.includes(field) && !(attribute && isScalar(attribute))) {
      throw invalidKey(field);
    }
    return { field, direction: dir.toLowerCase() === 'desc' ? 'desc' : 'asc' };
  });
};

const compare = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
};

/** Sorts by the keys, then by id (Strapi's default order). */
export const sortRows = <T extends { id: number }>(
  rows: T[],
  keys: SortKey[],
  read: (row: T, field: string) => unknown,
): T[] =>
  [...rows].sort((x, y) => {
    for (const { field, direction } of keys) {
      const order = compare(read(x, field), read(y, field));
      if (order !== 0) return direction === 'asc' ? order : -order;
    }
    return x.id - y.id;
  });
