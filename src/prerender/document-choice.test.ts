import { describe, expect, it } from 'vitest';
import {
  chooseDocument,
  cookieStoreLanguage,
  DOCUMENT_LANGUAGES,
  documentLanguage,
  type LanguageCookies,
} from './document-choice';

const PRECACHED = new Set([
  '/index.html',
  '/prerendered/en/index.html',
  '/prerendered/en/more/results/index.html',
  '/prerendered/en/shell.html',
  '/prerendered/ku/shell.html',
]);
const has = (document: string) => PRECACHED.has(document);

const store = (value: string | undefined): LanguageCookies => ({
  get: (name) => Promise.resolve(name === 'lang' && value !== undefined ? { value } : null),
});

describe("the document for a navigation, in the player's language", () => {
  it('is the route prerendered in that language', () => {
    expect(chooseDocument('en', '/', has)).toBe('/prerendered/en/index.html');
    expect(chooseDocument('en', '/more/results', has)).toBe(
      '/prerendered/en/more/results/index.html',
    );
    expect(chooseDocument('en', '/more/results/', has)).toBe(
      '/prerendered/en/more/results/index.html',
    );
  });

  it("else that language's shell (a CMS page, a route not prerendered), else index.html", () => {
    expect(chooseDocument('en', '/a-cms-page', has)).toBe('/prerendered/en/shell.html');
    expect(chooseDocument('ku', '/more/results', has)).toBe('/prerendered/ku/shell.html');
    expect(chooseDocument('ar', '/more/results', has)).toBe('/index.html');
    expect(chooseDocument('en', '/', () => false)).toBe('/index.html');
  });

  it('takes only the languages the build prerenders, Arabic for anything else', () => {
    for (const lang of DOCUMENT_LANGUAGES) expect(documentLanguage(lang)).toBe(lang);
    for (const value of [undefined, null, '', 'fr', 'zh', 'EN', '../en'])
      expect(documentLanguage(value)).toBe('ar');
  });
});

describe("the worker's language, from the Cookie Store API", () => {
  it('reads the lang cookie through the allow list', async () => {
    await expect(cookieStoreLanguage(store('en'))).resolves.toBe('en');
    await expect(cookieStoreLanguage(store('<script>'))).resolves.toBe('ar');
    await expect(cookieStoreLanguage(store(undefined))).resolves.toBe('ar');
  });

  it('is Arabic where the browser has no cookie store or it fails', async () => {
    await expect(cookieStoreLanguage(undefined)).resolves.toBe('ar');
    const failing: LanguageCookies = { get: () => Promise.reject(new Error('SecurityError')) };
    await expect(cookieStoreLanguage(failing)).resolves.toBe('ar');
  });
});
