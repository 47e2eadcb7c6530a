import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRERENDERED, renderRoute } from '../../src/prerender/entry-server';
import { EARLY_TAPS, pageHtml, type RenderedPage } from './page-html';

const template = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const LANGUAGES = [
  { lang: 'ar', htmlLang: 'ar', dir: 'rtl', script: /[\u0600-\u06FF]/ },
  { lang: 'en', htmlLang: 'en', dir: 'ltr', script: /^[\x20-\x7E]+$/ },
  { lang: 'ku', htmlLang: 'ckb', dir: 'rtl', script: /[\u0600-\u06FF]/ },
] as const;

const textOf = (html: string) => html.replace(/<style[^]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ');
const headingOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]?.trim();

describe('the first screens rendered at build time', () => {
  for (const { path } of PRERENDERED)
    it(`${path}: the page with its layout in ar, en and ku, each with its lang and dir`, async () => {
      const headings = new Set<string>();
      for (const { lang, htmlLang, dir, script } of LANGUAGES) {
        const page = await renderRoute(path, lang);
        const html = pageHtml(template, page);
        expect(html).toContain(`<html lang="${htmlLang}" dir="${dir}">`);
        expect(html).toMatch(/<style data-styled="true"/);
        // Hydrated only in its route and language; taps before then are kept (decision 0260).
        expect(html).toContain(`<div id="root" data-route="${path}" data-lang="${lang}">`);
        expect(html).toContain(EARLY_TAPS);
        // The app bar, the page inside <main>, the bottom navigation: the whole first screen.
        expect(html).toContain('data-testid="mobile-app-bar"');
        expect(html).toContain('data-testid="bottom-nav"');
        const main = /<main[^>]*>[^]*<\/main>/.exec(page.html)?.[0] ?? '';
        expect(main, `${path} ${lang}`).not.toContain('role="progressbar"');
        const text = textOf(page.html);
        expect(text).not.toMatch(/\bundefined\b|\bNaN\b|[a-z]+\.[a-z]+\.[a-z]+/i);
        // Content pages open on their skeleton (no CMS at build time), others on their heading.
        const h1 = headingOf(page.html);
        if (h1 !== undefined) {
          expect(h1, `${path} ${lang}`).toMatch(script);
          headings.add(h1);
        }
      }
      expect([0, 3]).toContain(headings.size);
    });

  it('renders the start shell for the other routes, in the language asked', async () => {
    const page = await renderRoute(null, 'en');
    expect(page.dir).toBe('ltr');
    expect(page.html).toContain('role="progressbar"');
  });
});

describe('pageHtml', () => {
  it('refuses a template already filled, rather than writing the same page for every route', () => {
    const page: RenderedPage = {
      ...{ lang: 'en', dir: 'ltr', title: 't', html: '<p>x</p>', styles: '' },
      ...{ route: '/', language: 'en' },
    };
    const filled = pageHtml(template, page);
    expect(() => pageHtml(filled, page)).toThrow(/placeholders/);
  });
});
