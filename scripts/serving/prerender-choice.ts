import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderedFile } from '../prerender/page-html.ts';

/** The `lang` cookie the app mirrors (src/i18n/language-cookie.ts), as nginx's map reads it. */
export function cookieLanguage(cookie: string | undefined): 'ar' | 'en' | 'ku' {
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(cookie ?? '')?.[1];
  return value === 'en' || value === 'ku' ? value : 'ar';
}

/**
 * The document of an app route, as nginx's `@app` location picks it: the route prerendered in
 * that language, else that language's start shell, else index.html (decision 0232).
 */
export function appDocument(dist: string, path: string, lang: string): string {
  const candidates = [prerenderedFile(lang, path), prerenderedFile(lang, null)];
  const found = candidates.map((file) => join(dist, file)).find((file) => existsSync(file));
  return found ?? join(dist, 'index.html');
}
