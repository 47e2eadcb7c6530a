/** A query value after Strapi's (qs) bracket parsing: `populate[0]=a` is an array, `populate[a]=b` an object. */
export type QueryValue = string | QueryValue[] | QueryObject;
export interface QueryObject {
  [key: string]: QueryValue;
}

const keyPath = (key: string): string[] => {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const path = [key.slice(0, open)];
  const rest = key.slice(open);
  const segment = /\[([^\]]*)\]/g;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = segment.exec(rest)) !== null && match.index === consumed) {
    path.push(match[1] ?? '');
    consumed = segment.lastIndex;
  }
  // qs keeps whatever does not parse as brackets as part of the last key.
  if (consumed < rest.length) path[path.length - 1] += rest.slice(consumed);
  return path;
};

const isIndex = (key: string) => /^(0|[1-9]\d{0,2})$/.test(key);

/** Objects whose keys are all small indexes become arrays, in index order (as qs does). */
const normalise = (value: QueryValue): QueryValue => {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(normalise);
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every(isIndex)) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => normalise(value[k] as QueryValue));
  }
  const out: QueryObject = {};
  for (const k of keys) out[k] = normalise(value[k] as QueryValue);
  return out;
};

const assign = (target: QueryObject, path: string[], value: string) => {
  let node = target;
  path.forEach((rawKey, depth) => {
    const key = rawKey === '' ? String(Object.keys(node).length) : rawKey;
    if (depth === path.length - 1) {
      const existing = node[key];
      if (existing === undefined) node[key] = value;
      else if (Array.isArray(existing)) existing.push(value);
      else if (typeof existing === 'string') node[key] = [existing, value];
      // A string after an object for the same key is dropped (qs keeps the object too).
      return;
    }
    const next = node[key];
    if (next === undefined || typeof next === 'string' || Array.isArray(next)) {
      const fresh: QueryObject = {};
      if (Array.isArray(next)) next.forEach((v, i) => (fresh[String(i)] = v));
      node[key] = fresh;
      node = fresh;
    } else {
      node = next;
    }
  });
};

export const parseQuery = (params: URLSearchParams): QueryObject => {
  const root: QueryObject = {};
  params.forEach((value, key) => assign(root, keyPath(key), value));
  return normalise(root) as QueryObject;
};
