import { prerenderedDocument } from '../../src/prerender/document-choice.ts';
import { EARLY_TAPS_SCRIPT, EARLY_TAPS_STYLE } from '../../src/prerender/early-taps.ts';

/** What the server render of one route in one language gives (src/prerender/entry-server.tsx). */
export interface RenderedPage {
  lang: string;
  dir: 'rtl' | 'ltr';
  title: string;
  html: string;
  styles: string;
  /** The route rendered (null: the start shell) and the app's language it is in. */
  route: string | null;
  language: string;
}

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Every prerendered document keeps the taps made before the app takes them and replays them once
 * it does (src/prerender/early-taps.ts, decision 0260): its controls look and are tappable from
 * the first paint. The script is inline (no request before it can listen), allowed by the CSP's
 * hash of this very text.
 */
export const EARLY_TAPS = `<script>${EARLY_TAPS_SCRIPT}</script>${EARLY_TAPS_STYLE}`;

/** #root says which route in which language it holds: the client hydrates only that one. */
const rootOf = (page: RenderedPage): string =>
  page.route === null
    ? '<div id="root">'
    : `<div id="root" data-route="${escapeAttribute(page.route)}" data-lang="${page.language}">`;

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The built index.html with one route's first screen, its CSS, `lang`, `dir` and title in it. */
export function pageHtml(template: string, page: RenderedPage): string {
  // Filled once: a dist already prerendered has no placeholders left (run `vite build` again).
  if (!template.includes('<!--app-html-->') || !template.includes('<!--app-styles-->'))
    throw new Error('index.html has no prerender placeholders: run vite build first');
  const filled = template
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${page.lang}" dir="${page.dir}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace('<!--app-styles-->', () => EARLY_TAPS + page.styles)
    .replace('<div id="root"><!--app-html-->', () => rootOf(page) + page.html);
  if (!filled.includes(`dir="${page.dir}"`)) throw new Error('index.html has no <html lang dir>');
  if (filled.includes('<!--app-html-->')) throw new Error('index.html has no <div id="root">');
  return filled;
}

/**
 * The file of a route in a language, under dist: `/` is prerendered/ar/index.html, `/more/results`
 * prerendered/ar/more/results/index.html, null (every other route) prerendered/ar/shell.html, as
 * the servers and the service worker choose them (src/prerender/document-choice.ts).
 */
export const prerenderedFile = (lang: string, path: string | null): string =>
  prerenderedDocument(lang, path).slice(1);
