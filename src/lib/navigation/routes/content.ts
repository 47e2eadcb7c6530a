import { routes } from './route';

/** The CMS's pages, and the pages that stand in for the app where it cannot run. */
export const CONTENT_ROUTES = routes({
  terms: { path: '/terms_and_conditions', title: 'terms' },
  privacy: { path: '/privacy', title: 'privacy' },
  mediaCenter: { path: '/media_center', title: 'mediaCenter', prerender: true },
  article: { path: '/media_center_article', title: 'article' },
  news: { path: '/news', title: 'news' },
  restricted: { path: '/restricted', title: 'restricted' },
  // Sends a Chinese-speaking visitor on: no page, no title of its own.
  chinese: { path: '/cn', title: null, noReturn: true },
});
