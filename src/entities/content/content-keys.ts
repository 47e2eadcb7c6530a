/**
 * Query keys of the CMS content. Content differs per locale, so the UI language is part of
 * every key: switching language fetches the other locale instead of showing cached text.
 */
export const contentKeys = {
  all: ['content'] as const,
  lang: (lang: string) => [...contentKeys.all, lang] as const,
  navigation: (lang: string) => [...contentKeys.lang(lang), 'navigation'] as const,
  homepage: (lang: string) => [...contentKeys.lang(lang), 'homepage'] as const,
  page: (lang: string, documentId: string) =>
    [...contentKeys.lang(lang), 'page', documentId] as const,
  latestNews: (lang: string) => [...contentKeys.lang(lang), 'latest-news'] as const,
  topNews: (lang: string) => [...contentKeys.lang(lang), 'all-news-top-3'] as const,
  allNews: (lang: string) => [...contentKeys.lang(lang), 'all-news'] as const,
  article: (lang: string, documentId: string) =>
    [...contentKeys.lang(lang), 'article', documentId] as const,
  legal: (lang: string, kind: 'privacy' | 'terms') =>
    [...contentKeys.lang(lang), 'legal', kind] as const,
};
