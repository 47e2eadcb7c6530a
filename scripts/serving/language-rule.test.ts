import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_LANGUAGES, documentLanguage } from '../../src/prerender/document-choice';

/** nginx's `map $cookie_lang $prerender_lang { ... }` as pairs, with its default. */
function nginxLanguageMap(): (value: string) => string {
  const conf = readFileSync(new URL('../../docker/app/nginx.conf', import.meta.url), 'utf8');
  const body = /map \$cookie_lang \$prerender_lang \{([^}]*)\}/.exec(conf)?.[1] ?? '';
  const pairs = new Map(
    body
      .split(';')
      .map((line) => line.trim().split(/\s+/))
      .filter((words): words is [string, string] => words.length === 2),
  );
  return (value) => pairs.get(value) ?? pairs.get('default') ?? 'none';
}

// One serving rule (decision 0232): the service worker and `npm run preview` call
// documentLanguage; nginx cannot, so its map is held to the same answers here.
describe("nginx's language map", () => {
  it('answers as documentLanguage for every document language and for anything else', () => {
    const nginx = nginxLanguageMap();
    for (const value of [...DOCUMENT_LANGUAGES, 'zh', 'fr', '', 'EN', 'ar;x'])
      expect([value, nginx(value)]).toEqual([value, documentLanguage(value)]);
  });
});
