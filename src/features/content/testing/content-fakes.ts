import { setAdapter, type Adapter } from '@/lib/api/adapter';
import { fakeAdapter } from '@/testing/fake-adapter';
import type { ContentPage, NavigationLinkGroup, NewsArticle, StrapiMedia } from '@/lib/api/types';

const base = { createdAt: '', updatedAt: '', publishedAt: '', locale: 'en' as const };

export const media = (url: string, alternativeText: string | null = null): StrapiMedia => ({
  id: 1,
  documentId: `m-${url}`,
  name: url,
  alternativeText,
  caption: null,
  focalPoint: null,
  width: 1200,
  height: 600,
  formats: null,
  hash: url,
  ext: '.jpg',
  mime: 'image/jpeg',
  size: 10,
  url,
  previewUrl: null,
  provider: 'local',
  provider_metadata: null,
  ...base,
});

export const article = (n: number, over: Partial<NewsArticle> = {}): NewsArticle => ({
  id: n,
  documentId: `article-${n}`,
  title: `Article ${n}`,
  content: `Body of article ${n}`,
  videoURL: null,
  thumbnailImg: media(`/uploads/thumb_${n}.jpg`),
  articleImg: media(`/uploads/photo_${n}.jpg`, `Photo ${n}`),
  ...base,
  ...over,
});

export const contentPage = (over: Partial<ContentPage> = {}): ContentPage => ({
  id: 1,
  documentId: 'page-1',
  url: 'about-us',
  title: 'About Us',
  linkText: 'About Us',
  order: 1,
  content: [],
  ...base,
  ...over,
});

export const navGroup = (over: Partial<NavigationLinkGroup> = {}): NavigationLinkGroup => ({
  id: 1,
  documentId: 'group-about',
  linkText: 'About',
  url: 'about',
  order: 1,
  showInFooter: true,
  links: [],
  contentPages: [
    { id: 2, documentId: 'page-2', url: 'faq', linkText: 'FAQ', order: 2, title: 'FAQ' },
    {
      id: 1,
      documentId: 'page-1',
      url: 'about-us',
      linkText: 'About Us',
      order: 1,
      title: 'About Us',
    },
  ],
  ...base,
  ...over,
});

/** Replaces the CMS calls the content feature makes; any other call fails the test. */
export function fakeCms(calls: Partial<Adapter>): void {
  setAdapter(
    fakeAdapter({
      getNavigationLinks: async () => [navGroup()],
      getLatestNews: async () => [],
      getAllNewsTop3: async () => [],
      getAllNews: async () => [],
      ...calls,
    }),
  );
}
