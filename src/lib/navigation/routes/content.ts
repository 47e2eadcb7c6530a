import { routes } from './route';

/** The CMS's pages, and the pages that stand in for the app where it cannot run. */
export const CONTENT_ROUTES = routes({
  terms: { path: '/terms_and_conditions', title: 'terms', prerender: true },
  privacy: { path: '/privacy', title: 'privacy', prerender: true },
  mediaCenter: { path: '/media_center', title: 'mediaCenter', prerender: true },
  article: { path: '/media_center_article', title: 'article' },
  news: { path: '/news', title: 'news', prerender: true },
  restricted: { path: '/restricted', title: 'restricted' },
  // Sends a Chinese-speaking visitor on: no page, no title of its own.
  chinese: { path: '/cn', title: null, noReturn: true },
});
