import { isDataSaverOn } from '@/lib/data-saver';
import { responsiveImage, type ResponsiveImage } from '@/lib/api/media';
import type { NewsArticle } from '@/lib/api/types';

/**
 * The width each card's picture is shown at, for the browser's pick from srcset: the main card
 * spans the content column (2/3 of up to 1200 px on desktop), the others half of it or a row's 40 %.
 */
export const NEWS_IMAGE_SIZES = {
  main: '(min-width: 1280px) 760px, 100vw',
  small: '(min-width: 1280px) 370px, 100vw',
  row: '(min-width: 1280px) 370px, 40vw',
} as const;

export type NewsCardVariant = 'main' | 'small';

/** A card's picture: the article image for the main card (the thumbnail if it has none). */
export const newsCardImage = (
  article: NewsArticle,
  variant: NewsCardVariant,
): ResponsiveImage | undefined =>
  responsiveImage(
    variant === 'main' ? (article.articleImg ?? article.thumbnailImg) : article.thumbnailImg,
  );

const preloaded = new Set<string>();

/**
 * Asks for the main card's picture as soon as the news arrive, before the page has rendered:
 * a `<link rel="preload">` with the card's own srcset and sizes, so its `<img>` finds the file
 * already fetched. It is the media centre's largest paint (Lighthouse on /media_center).
 */
export function preloadMainNewsImage(article: NewsArticle): void {
  if (isDataSaverOn()) return;
  const image = newsCardImage(article, 'main');
  if (!image || preloaded.has(image.srcSet)) return;
  preloaded.add(image.srcSet);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = image.src;
  link.setAttribute('imagesrcset', image.srcSet);
  link.setAttribute('imagesizes', NEWS_IMAGE_SIZES.main);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
