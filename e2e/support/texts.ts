import { readFileSync } from 'node:fs';
import type { Lang } from './language';

const at = (tree: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);

/**
 * A text of the app's own locale files with its {{values}}, so specs check what players read.
 * A count picks the language's plural form (`key_one`, `key_few`, ...) as i18next does.
 */
export function text(
  lang: Lang,
  ns: string,
  path: string,
  values: Record<string, string | number> = {},
): string {
  const tree = JSON.parse(readFileSync(`src/i18n/locales/${lang}/${ns}.json`, 'utf8')) as unknown;
  const form =
    typeof values.count === 'number' ? new Intl.PluralRules(lang).select(values.count) : null;
  const plural = form === null ? undefined : at(tree, `${path}_${form}`);
  const raw = (typeof plural === 'string' ? plural : at(tree, path)) as string;
  return raw.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
