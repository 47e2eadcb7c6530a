import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  chooseDocument,
  documentLanguage,
  type DocumentLanguage,
} from '../../src/prerender/document-choice.ts';

/** The `lang` cookie the app mirrors (src/i18n/language-holder.ts), as nginx's map reads it. */
export function cookieLanguage(cookie: string | undefined): DocumentLanguage {
  return documentLanguage(/(?:^|;\s*)lang=([^;]*)/.exec(cookie ?? '')?.[1]);
}

/**
 * The document of an app route, as nginx's `@app` location and the service worker pick it: the
 * route prerendered in that language, else that language's start shell, else index.html
 * (decision 0232, the rule in src/prerender/document-choice.ts).
 */
export function appDocument(dist: string, path: string, lang: string): string {
  const exists = (document: string) => existsSync(join(dist, document));
  return join(dist, chooseDocument(documentLanguage(lang), path, exists));
}
