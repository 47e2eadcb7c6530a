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

/** `secret=…`, `token=…`, `code=…` in URLs inside text (the card page's links, email links). */
const SECRET_PARAM =
  /([?&;]|&amp;)([\w-]*(?:pass|secret|token|code|activation|requestid)[\w-]*)=([^&"'\s<>#]+)/gi;

/** Text with the values of secret-named URL parameters replaced. */
export const maskText = (text: string): string =>
  text.replace(SECRET_PARAM, (_all, lead: string, name: string) => `${lead}${name}=${MASK}`);

/** A body as the journal keeps it: parsed and masked JSON, or the text with its URL secrets masked. */
export function maskBody(text: string): unknown {
  if (text === '') return null;
  try {
    return maskValue(JSON.parse(text));
  } catch {
    return maskText(text);
  }
}
