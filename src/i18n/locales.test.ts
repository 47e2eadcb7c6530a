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

const allNamespaces = [...new Set([...byLanguage.values()].flatMap((m) => [...m.keys()]))].sort();

describe('locale files', () => {
  it('exist only for ar, en and ku', () => {
    expect([...byLanguage.keys()].sort()).toEqual([...UI_LANGUAGES].sort());
  });

  it.each(allNamespaces)(
    'namespace %s has the same keys, non-empty strings and placeholders in every language',
    (ns) => {
      const en = flatten(byLanguage.get('en')?.get(ns) ?? {});
      for (const lang of UI_LANGUAGES) {
        const tree = byLanguage.get(lang)?.get(ns);
        expect(tree, `${lang}/${ns}.json is missing`).toBeDefined();
        const flat = flatten(tree ?? {});
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

  it('is not fooled: a missing key is reported', () => {
    const en = flatten({ a: { b: 'x' }, c: 'y' });
    const ar = flatten({ a: { b: 'س' } });
    expect([...en.keys()].filter((k) => !ar.has(k))).toEqual(['c']);
  });
});
