import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getHomepage, getNewsArticle } from './cms';
import { getGameInfos } from './games';
import { isPreviewMode, toCmsLocale } from './locale';
import { cmsUrl, useApiServer } from '@/testing/network';

const server = useApiServer();

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

/** Answers /homepage and records the query each request carried. */
function homepageEndpoint() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(cmsUrl('/homepage'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: { id: 1, documentId: 'h', footerText: 'f' }, meta: {} });
    }),
  );
  return queries;
}

describe('UI language to CMS locale', () => {
  it.each([
    ['ar', 'ar-IQ'],
    ['en', 'en'],
    ['ku', 'ckb'],
    ['zh', 'en'],
  ])('%s reads %s', (lang, locale) => {
    expect(toCmsLocale(lang)).toBe(locale);
  });
});

describe('content requests', () => {
  it('carry the locale of the language their caller asks in (the one its query key holds)', async () => {
    const queries = homepageEndpoint();
    await getHomepage('ar');
    await getHomepage('ku');
    await getHomepage('en');
    expect(queries.map((query) => query.get('locale'))).toEqual(['ar-IQ', 'ckb', 'en']);
  });

  it('ask in the language asked for while the UI changes language in between', async () => {
    const queries = homepageEndpoint();
    // Two callers at once, in two languages: each answer is fetched in its own.
    await Promise.all([getHomepage('ku'), getHomepage('en')]);
    expect(queries.map((query) => query.get('locale')).sort()).toEqual(['ckb', 'en']);
  });

  it('keep their own query next to the locale', async () => {
    const queries = homepageEndpoint();
    await getHomepage('ar');
    expect(queries[0]?.get('fields[0]')).toBe('footerText');
    expect(queries[0]?.has('status')).toBe(false);
  });

  it('ask for drafts with status=preview when the page URL has a preview parameter', async () => {
    window.history.replaceState(null, '', '/news?preview=true');
    expect(isPreviewMode()).toBe(true);
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(cmsUrl('/news-articles/abc'), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: { id: 1, documentId: 'abc' }, meta: {} });
      }),
    );
    await getNewsArticle('ar', 'abc');
    expect(queries[0]?.get('status')).toBe('preview');
    expect(queries[0]?.get('locale')).toBe('ar-IQ');
  });

  it('preview mode is off without the parameter', () => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/news?page=2');
    expect(isPreviewMode()).toBe(false);
  });

  it('preview mode lasts for the tab after an in-app navigation, until ?preview=off', () => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/news?preview');
    expect(isPreviewMode()).toBe(true);
    window.history.replaceState(null, '', '/media_center_article?id=abc');
    expect(isPreviewMode()).toBe(true);
    window.history.replaceState(null, '', '/news?preview=off');
    expect(isPreviewMode()).toBe(false);
    window.history.replaceState(null, '', '/news');
    expect(isPreviewMode()).toBe(false);
  });

  it('lottery requests carry no locale', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get('http://127.0.0.1:4000/lottery/sales/game-infos', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json([]);
      }),
    );
    await getGameInfos();
    expect(query?.has('locale')).toBe(false);
  });
});
