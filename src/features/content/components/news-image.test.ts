import { afterEach, describe, expect, it } from 'vitest';
import type { NewsArticle, StrapiMedia } from '@/lib/api/types';
import { newsCardImage, NEWS_IMAGE_SIZES, preloadMainNewsImage } from './news-image';

const media = (name: string): StrapiMedia =>
  ({
    url: `/uploads/${name}.jpg`,
    width: 1100,
    height: 615,
    formats: {
      medium: { url: `/uploads/medium_${name}.jpg`, width: 750, height: 419 },
      small: { url: `/uploads/small_${name}.jpg`, width: 500, height: 280 },
    },
  }) as StrapiMedia;

const article = (name: string) =>
  ({
    documentId: name,
    title: name,
    articleImg: media(name),
    thumbnailImg: media(`thumb_${name}`),
  }) as NewsArticle;

const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];

describe('preloadMainNewsImage', () => {
  afterEach(() => preloads().forEach((link) => link.remove()));

  it('asks for the main card’s own picture: its srcset and sizes, at high priority', () => {
    preloadMainNewsImage(article('photo_1'));
    const [link] = preloads();
    expect(link?.getAttribute('imagesrcset')).toBe(
      newsCardImage(article('photo_1'), 'main')?.srcSet,
    );
    expect(link?.getAttribute('imagesrcset')).toContain('medium_photo_1.jpg 750w');
    expect(link?.getAttribute('imagesizes')).toBe(NEWS_IMAGE_SIZES.main);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('once per picture, and not for an article without one', () => {
    preloadMainNewsImage(article('photo_2'));
    preloadMainNewsImage(article('photo_2'));
    preloadMainNewsImage({ documentId: 'x', title: 'x' } as NewsArticle);
    expect(preloads()).toHaveLength(1);
  });
});
