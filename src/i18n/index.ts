import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { directionOf, htmlLangOf, isAppLanguage, type AppLanguage } from './languages';
import { digitChoice, setDigitsLanguage } from '@/lib/format/digits';
import { digitsFormatter } from './digits-formatter';
import { heldLanguage, holdLanguage } from './language-holder';
import { localeFile } from './locale-files';
import { START_NAMESPACES } from './start-namespaces';

export * from './languages';
export { START_NAMESPACES };

// Every locales/<lang>/<namespace>.json is picked up: a feature adds a file, nothing else. Each
// file is its own chunk, fetched only when its language and namespace are needed.

/** i18next backend over the lazy files (the i18next-resources-to-backend pattern, inline). */
export const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    // zh has no files of its own (its texts fall back to English): an empty bundle, no request.
    localeFile(language, namespace)
      .then((load) => (load ? load() : {}))
      .then(
        (data) => callback(null, data),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), null),
      );
  },
};

/** The stored language, or Arabic (section 9's default). */
export const storedLanguage = heldLanguage;

function applyLanguage(lang: string): void {
  setDigitsLanguage(lang);
  if (!isAppLanguage(lang)) return;
  if (typeof document === 'undefined') return;
  document.documentElement.lang = htmlLangOf(lang);
  document.documentElement.dir = directionOf(lang);
}

const options = {
  defaultNS: 'common',
  // Chinese (from /cn) has no texts of its own: English. ar, en and ku have every key (the
  // parity test in locales.test.ts), so they need no fallback and never load a second language.
  fallbackLng: { zh: ['en'], ar: [], en: [], ku: [], default: ['ar'] },
  supportedLngs: ['ar', 'en', 'ku', 'zh'],
  // Figures in the player's digits, the values put in as they came (decision 0292): the
  // formatter marks them, the post-processor (loaded when the digits are on) writes the rest.
  interpolation: { escapeValue: false, alwaysFormat: true },
  postProcess: ['digits'],
  // Texts re-render when the player switches digits, as when the language changes.
  react: { bindI18n: 'languageChanged digitsChanged' },
  returnNull: false,
} as const;

/**
 * Initialises i18next once. In the app the start namespaces of `lang` are fetched first (await
 * it before the first render); tests pass every resource (src/testing) and it is synchronous.
 */
export async function initI18n(
  lang: AppLanguage = storedLanguage(),
  bundled?: Resource,
): Promise<typeof i18next> {
  // The cookie mirror is renewed from the holder at every start, at once (a year from the last
  // visit; a cleared cookie comes back), so the servers' next choice follows the stored language.
  if (lang === heldLanguage()) holdLanguage(lang);
  if (!i18next.isInitialized) {
    // The start data (navigation links) is requested while the texts still load: <html lang dir>
    // take the chosen language at once, not when i18next says it changed.
    applyLanguage(lang);
    // Later, <html lang dir> follow i18next, at the moment the texts switch.
    i18next.on('languageChanged', applyLanguage);
    i18next.use(digitsFormatter);
    if (digitChoice() === 'arab') await loadDigitsPostProcessor();
    if (bundled) {
      void i18next.use(initReactI18next).init({
        ...options,
        resources: bundled,
        lng: lang,
        ns: Object.keys(bundled.en ?? {}),
        initAsync: false,
      });
    } else {
      await i18next
        .use(lazyLocaleBackend)
        .use(initReactI18next)
        .init({
          ...options,
          lng: lang,
          ns: START_NAMESPACES,
        });
    }
  }
  applyLanguage(lang);
  return i18next;
}

/**
 * The post-processor for Arabic-Indic digits, off the start route (most players read Latin; the
 * settings switch them with ./choose-digits).
 */
const loadDigitsPostProcessor = () =>
  import('./digits').then(({ digitsPostProcessor }) => void i18next.use(digitsPostProcessor));

/**
 * Downloads namespace files of `language` without handing them to i18next yet: the opening
 * route's texts load with its page chunk, not a round trip after the start texts. When i18next
 * asks for them (loadNamespaces), the backend's import finds the module already there.
 */
export function prefetchNamespaceFiles(language: AppLanguage, namespaces: readonly string[]): void {
  for (const namespace of namespaces)
    void localeFile(language, namespace)
      .then((load) => load?.())
      .catch(() => undefined);
}

/** Loads namespaces of the current language (a page's own, before it renders). */
export const loadNamespaces = (namespaces: string[]): Promise<void> =>
  i18next.loadNamespaces(namespaces);

/**
 * The one way to switch language: the new language's namespaces in use are fetched first, then
 * texts re-render in place (no reload, no remount) while the document direction and the API
 * locale follow. The choice is stored.
 */
export async function changeLanguage(lang: AppLanguage): Promise<void> {
  holdLanguage(lang);
  await i18next.changeLanguage(lang);
}

/**
 * The UI language. Before i18next has one (its texts still load at start), the language they load
 * in: the stored one, as initI18n uses.
 */
export const currentLanguage = (): AppLanguage =>
  isAppLanguage(i18next.language) ? i18next.language : storedLanguage();

export { i18next as i18n };
