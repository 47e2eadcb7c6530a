/** Names whose values are secrets: passwords, one-time codes, tokens, page secrets. */
const SECRET = /pass|secret|token|code$|^code|activation|requestid|authorization|cookie/i;

export const MASK = '***';

export const isSecretName = (name: string): boolean => SECRET.test(name);

/** A JSON value with every secret-named field's value replaced, at any depth. */
export function maskValue(value: unknown, depth = 0): unknown {
  if (depth > 20) return MASK;
  if (Array.isArray(value)) return value.map((item) => maskValue(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        isSecretName(key) && item !== null ? MASK : maskValue(item, depth + 1),
      ]),
    );
  }
  return value;
}

export const maskRecord = (entries: Iterable<[string, string]>): Record<string, string> =>
  Object.fromEntries([...entries].map(([k, v]) => [k, isSecretName(k) ? MASK : v]));

const MAX_BODY_CHARS = 4096;

/** A body as the journal keeps it: parsed and masked JSON, or the text cut to 4 KiB. */
export function maskBody(text: string): unknown {
  if (text === '') return null;
  try {
    return maskValue(JSON.parse(text));
  } catch {
    return text.length > MAX_BODY_CHARS ? `${text.slice(0, MAX_BODY_CHARS)}…` : text;
  }
}
