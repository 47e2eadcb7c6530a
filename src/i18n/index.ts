import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '@/lib/api/locale';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  htmlLangOf,
  isAppLanguage,
  type AppLanguage,
} from './languages';

export * from './languages';

type Namespace = Record<string, unknown>;

// Every locales/<lang>/<namespace>.json is picked up: a feature adds a file, nothing else.
const files = import.meta.glob<Namespace>('./locales/*/*.json', { eager: true, import: 'default' });

export function buildResources(): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang, ns] = match as unknown as [string, string, string];
    resources[lang] = { ...resources[lang], [ns]: content };
  }
  return resources;
}

export const resources = buildResources();
export const namespaces = Object.keys(resources.en ?? {});

/** The stored language, or Arabic (section 9's default). */
export function storedLanguage(): AppLanguage {
  const value = storage.get(STORAGE_KEYS.language);
  return isAppLanguage(value) ? value : DEFAULT_LANGUAGE;
}

function applyToDocument(lang: AppLanguage): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = htmlLangOf(lang);
  document.documentElement.dir = directionOf(lang);
}

/** Initialises i18next once, synchronously (resources are bundled). */
export function initI18n(lang: AppLanguage = storedLanguage()): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: lang,
      ns: namespaces,
      defaultNS: 'common',
      // Chinese (from /cn) has no texts of its own: English. Any other gap: Arabic, the default.
      fallbackLng: { zh: ['en'], default: ['ar'] },
      supportedLngs: ['ar', 'en', 'ku', 'zh'],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  }
  applyToDocument(lang);
  setApiLanguage(lang);
  return i18next;
}

/**
 * The one way to switch language: texts re-render in place (no reload, no remount), the
 * document direction follows, the choice is stored and the API sends the matching locale.
 */
export async function changeLanguage(lang: AppLanguage): Promise<void> {
  storage.set(STORAGE_KEYS.language, lang);
  applyToDocument(lang);
  setApiLanguage(lang);
  await i18next.changeLanguage(lang);
}

export const currentLanguage = (): AppLanguage =>
  isAppLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;

export { i18next as i18n };
