/** A piece of a formatted list: one of the items, or the words and commas between them. */
export type ListPart<T> = { item: T } | { literal: string };

// Sorani has no list patterns in the browsers' ICU data (Chromium and Node answer English's
// "a, b, and c" for ckb): the Arabic comma between items and "و" (and) before the last.
const soraniParts = (count: number): string[] =>
  Array.from({ length: Math.max(0, count - 1) }, (_, i) => (i === count - 2 ? ' و ' : '، '));

/** What goes between the items of a `count`-long list in `lang` ("a, b and c": [", ", " and "]). */
function separators(count: number, lang: string): string[] {
  if (lang === 'ku') return soraniParts(count);
  const parts = new Intl.ListFormat(lang, { type: 'conjunction' }).formatToParts(
    Array.from({ length: count }, (_, i) => String(i)),
  );
  const between: string[] = [];
  let seen = 0;
  let literal = '';
  for (const part of parts) {
    if (part.type !== 'element') {
      literal += part.value;
      continue;
    }
    if (seen > 0) between.push(literal);
    seen += 1;
    literal = '';
  }
  return between;
}

/**
 * A list of items with the words of `lang` between them (Intl.ListFormat: "a, b and c", "a وb
 * وc"; Sorani by hand), as parts, so each item can be an element (an isolated ticket number).
 */
export function listParts<T>(items: readonly T[], lang: string): ListPart<T>[] {
  const between = separators(items.length, lang);
  return items.flatMap((item, i) =>
    i === 0 ? [{ item }] : [{ literal: between[i - 1] ?? ', ' }, { item }],
  );
}

/** A list of texts joined in `lang` (the games a voucher applies to, the weekdays of a plan). */
export const formatList = (items: readonly string[], lang: string): string =>
  listParts(items, lang)
    .map((part) => ('item' in part ? part.item : part.literal))
    .join('');
