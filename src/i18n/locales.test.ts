import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from './languages';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });
// The type declarations of every namespace (src/i18n/i18next.d.ts and each feature's i18n.d.ts).
const declarations = import.meta.glob<string>('/src/**/*.d.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});

const byLanguage = new Map<string, Map<string, Tree>>();
for (const [path, tree] of Object.entries(files)) {
  const [, lang = '', ns = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  const namespaces = byLanguage.get(lang) ?? new Map<string, Tree>();
  namespaces.set(ns, tree);
  byLanguage.set(lang, namespaces);
}

/** Flattens a namespace into `a.b.c` → value. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      flatten(value, path).forEach((v, k) => out.set(k, v));
    } else out.set(path, value);
  }
  return out;
}

const placeholders = (value: unknown) =>
  [...String(value).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
/** Arabic's six plural forms: the most any UI language has, so every language writes them all. */
const ALL_FORMS = new Intl.PluralRules('ar').resolvedOptions().pluralCategories;

/**
 * A count's key is written once per plural form (i18next's `key_one`, ...): Arabic needs six,
 * English and Sorani two; every language writes all six, the same keys in every file. Compared between languages as one key, `key#`,
 * whose value is its `_other` form; the other forms are listed beside it.
 */
function byPluralBase(flat: Map<string, unknown>) {
  const keys = new Map<string, unknown>();
  const forms = new Map<string, Map<string, unknown>>();
  for (const [key, value] of flat) {
    const [, base, form] = PLURAL.exec(key) ?? [];
    if (base === undefined || form === undefined) {
      keys.set(key, value);
      continue;
    }
    const all = forms.get(base) ?? new Map<string, unknown>();
    all.set(form, value);
    forms.set(base, all);
    if (form === 'other') keys.set(`${base}#`, value);
  }
  return { keys, forms };
}

const allNamespaces = [...new Set([...byLanguage.values()].flatMap((m) => [...m.keys()]))].sort();

describe('locale files', () => {
  it('exist only for ar, en and ku', () => {
    expect([...byLanguage.keys()].sort()).toEqual([...UI_LANGUAGES].sort());
  });

  it.each(allNamespaces)(
    'namespace %s has the same keys, non-empty strings and placeholders in every language',
    (ns) => {
      const en = byPluralBase(flatten(byLanguage.get('en')?.get(ns) ?? {})).keys;
      for (const lang of UI_LANGUAGES) {
        const tree = byLanguage.get(lang)?.get(ns);
        expect(tree, `${lang}/${ns}.json is missing`).toBeDefined();
        const { keys: flat, forms } = byPluralBase(flatten(tree ?? {}));
        for (const [base, values] of forms) {
          // Every language writes all six forms, so the files keep the same keys; i18next reads
          // the language's own (Intl.PluralRules: six in Arabic, two in English and Sorani).
          expect([...values.keys()].sort(), `${lang}/${ns}:${base} plural forms`).toEqual(
            [...ALL_FORMS].sort(),
          );
          // A form may leave the count out ("one number"), never add a placeholder.
          const allowed = placeholders(en.get(`${base}#`));
          for (const [form, value] of values) {
            const extra = placeholders(value).filter((p) => !allowed.includes(p));
            expect(extra, `${lang}/${ns}:${base}_${form} placeholders`).toEqual([]);
          }
        }
        const missing = [...en.keys()].filter((k) => !flat.has(k));
        const extra = [...flat.keys()].filter((k) => !en.has(k));
        expect(missing, `${lang}/${ns}.json lacks keys`).toEqual([]);
        expect(extra, `${lang}/${ns}.json has keys English lacks`).toEqual([]);
        for (const [key, value] of flat) {
          expect(
            typeof value === 'string' && value.trim() !== '',
            `${lang}/${ns}:${key} is empty`,
          ).toBe(true);
          expect(placeholders(value), `${lang}/${ns}:${key} placeholders`).toEqual(
            placeholders(en.get(key)),
          );
        }
      }
    },
  );

  it.each(allNamespaces)('namespace %s is declared for typed t() keys', (ns) => {
    const declared = Object.values(declarations).some((source) =>
      new RegExp(`\\b${ns}\\s*:\\s*typeof\\s+\\w+`).test(source),
    );
    expect(declared, `declare ${ns} in ResourceNamespaceMap (see src/i18n/i18next.d.ts)`).toBe(
      true,
    );
  });

  it.each(allNamespaces)('namespace %s writes every count with plural forms', (ns) => {
    for (const lang of UI_LANGUAGES) {
      for (const [key, value] of flatten(byLanguage.get(lang)?.get(ns) ?? {})) {
        // "week(s)" or Sorani's "تیروپشک(ەکان)" is a shortcut for plural forms; Arabic needs six.
        expect(String(value), `${lang}/${ns}:${key} writes a plural in brackets`).not.toMatch(
          /\p{L}\((?!\{)[^)]{1,6}\)/u,
        );
        // A text writes no digits of a system of its own: the formatters write every figure in the
        // digits the player chose (decision 0292);
        // a Sorani sentence with «٦» beside a formatted «6» mixed two numeral systems on one screen.
        expect(String(value), `${lang}/${ns}:${key} writes Arabic-Indic digits`).not.toMatch(
          /[\u0660-\u0669\u06f0-\u06f9]/,
        );
        // i18next chooses a form by `count`: a key that takes a count without forms has one form.
        if (placeholders(value).includes('count'))
          expect(key, `${lang}/${ns}:${key} takes a count without plural forms`).toMatch(PLURAL);
      }
    }
  });

  it('groups plural forms: Arabic has six, English two, and they count as one key', () => {
    const ar = byPluralBase(
      flatten({ n_zero: 'a', n_one: 'b', n_two: 'c', n_few: 'd', n_many: 'e', n_other: 'f' }),
    );
    expect([...ar.keys.keys()]).toEqual(['n#']);
    expect(ar.forms.get('n')?.size).toBe(6);
    expect(new Intl.PluralRules('ar').resolvedOptions().pluralCategories).toHaveLength(6);
    expect(new Intl.PluralRules('ku').resolvedOptions().pluralCategories).toHaveLength(2);
  });

  it('is not fooled: a missing key is reported', () => {
    const en = flatten({ a: { b: 'x' }, c: 'y' });
    const ar = flatten({ a: { b: 'س' } });
    expect([...en.keys()].filter((k) => !ar.has(k))).toEqual(['c']);
  });
});
