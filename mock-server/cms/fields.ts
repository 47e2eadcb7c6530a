import { invalidKey } from './errors';
import type { QueryValue } from './query-string';
import { isScalar, mediaFields, systemFields, type Attributes } from './schema';

/** `fields[0]=a` / `fields=a,b`: the selected scalar fields, or null for all of them. */
export const parseFields = (
  value: QueryValue | undefined,
  attributes: Attributes | 'media',
  path: string[] = [],
): string[] | null => {
  if (value === undefined) return null;
  const names = (Array.isArray(value) ? value : [value]).flatMap((v) =>
    typeof v === 'string' ? v.split(',').map((s) => s.trim()) : [],
  );
  if (names.includes('*')) return null;
  for (const name of names) {
    const known =
      attributes === 'media'
        ? mediaFields.includes(name)
        : systemFields.includes(name) ||
          (attributes[name] !== undefined && isScalar(attributes[name]));
    if (!known) throw invalidKey(name, path);
  }
  return names;
};
