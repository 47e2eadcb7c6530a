import { QueryClient } from '@tanstack/react-query';
import type { Resource } from 'i18next';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { Shell } from '@/app/app';
import { FirstPass } from '@/app/first-pass';
import { AppProviders } from '@/app/providers';
import { preloadPage } from '@/app/routing/lazy-page';
import { sessionStore } from '@/entities/session';
import { directionOf, htmlLangOf, i18n, initI18n, UI_LANGUAGES, type AppLanguage } from '@/i18n';
import { PRERENDERED } from './routes';

export { PRERENDERED, UI_LANGUAGES };

// Every text of every language, in the bundle: the build renders synchronously, no backend.
const files = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function resources(): Resource {
  const all: Resource = {};
  for (const [path, content] of Object.entries(files)) {
    const [, lang, ns] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (lang && ns) all[lang] = { ...all[lang], [ns]: content };
  }
  return all;
}

/** The build's render never leaves the first pass. */
const UNTIL_NEVER = new Promise<never>(() => undefined);

export interface RenderedPage {
  /** The `lang` and `dir` of <html>. */
  lang: string;
  dir: 'rtl' | 'ltr';
  title: string;
  /** The app's markup, for #root. */
  html: string;
  /** The route it renders, null for the start shell: the client hydrates only its own route. */
  route: string | null;
  /** The app's language (ku, where <html lang> says ckb). */
  language: AppLanguage;
  /** styled-components' style tags for that markup. */
  styles: string;
}

/**
 * One route in one language as the app's first render shows it before any data: the layout, the
 * page's titles and the skeletons of the panels that fill in later (jackpot, results, news).
 * `path` null: the start spinner in the layout, for a route not rendered at build time.
 */
export async function renderRoute(path: string | null, lang: AppLanguage): Promise<RenderedPage> {
  await initI18n(lang, resources());
  await i18n.changeLanguage(lang);
  const route = PRERENDERED.find((candidate) => candidate.path === path);
  if (route) await preloadPage(route.page);
  // As the client's first pass sees it (src/app/first-pass.tsx): no start data, no data at all.
  sessionStore.ready = false;
  // A client per render and no retries: nothing is fetched here, every query stays pending.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <AppProviders client={client}>
          <FirstPass pass={route ? { client, until: UNTIL_NEVER } : undefined}>
            <StaticRouter location={path ?? '/'}>
              <Shell />
            </StaticRouter>
          </FirstPass>
        </AppProviders>,
      ),
    );
    return {
      lang: htmlLangOf(lang),
      dir: directionOf(lang),
      title: i18n.t('app.name'),
      html,
      route: route ? route.path : null,
      language: lang,
      styles: sheet.getStyleTags(),
    };
  } finally {
    sheet.seal();
    client.clear();
  }
}
