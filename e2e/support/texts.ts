import { readFileSync } from 'node:fs';
import type { Lang } from './language';

/** A text of the app's own locale files with its {{values}}, so specs check what players read. */
export function text(
  lang: Lang,
  ns: string,
  path: string,
  values: Record<string, string | number> = {},
): string {
  const tree = JSON.parse(readFileSync(`src/i18n/locales/${lang}/${ns}.json`, 'utf8')) as unknown;
  const raw = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree) as string;
  return raw.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
