import { describe, expect, it } from 'vitest';
import { kilobytes, toStrapiMedia, uploadMime, type UploadFile } from './media';

const record = {
  id: 7,
  documentId: 'abcdefghijklmnopqrstuvwx',
  hash: 'news_photo_1_c40d5239fb',
  name: 'news-photo-1.jpg',
  alternativeText: 'Draw night',
  caption: null,
  createdAt: '2025-01-05T09:00:00.000Z',
};
const file: UploadFile = {
  ext: '.jpg',
  mime: 'image/jpeg',
  width: 600,
  height: 250,
  bytes: 14386,
  formats: {
    thumbnail: { width: 245, height: 102, bytes: 4109 },
    small: { width: 500, height: 208, bytes: 10954 },
    // A format no smaller than the original is never reported, whatever the manifest says.
    medium: { width: 600, height: 250, bytes: 14386 },
  },
};

describe('toStrapiMedia', () => {
  const media = toStrapiMedia(record, file);

  it('has Strapi 5 media fields in order', () => {
    expect(Object.keys(media)).toEqual([
      'id',
      'documentId',
      'name',
      'alternativeText',
      'caption',
      'focalPoint',
      'width',
      'height',
      'formats',
      'hash',
      'ext',
      'mime',
      'size',
      'url',
      'previewUrl',
      'provider',
      'provider_metadata',
      'createdAt',
      'updatedAt',
      'publishedAt',
    ]);
  });

  it('uses a relative upload url and a size in kilobytes', () => {
    expect(media.url).toBe('/uploads/news_photo_1_c40d5239fb.jpg');
    expect(media.size).toBe(14.39);
    expect(media.provider).toBe('local');
  });

  it('lists only the formats smaller than the original', () => {
    expect(Object.keys(media.formats ?? {})).toEqual(['thumbnail', 'small']);
    expect(media.formats?.thumbnail).toEqual({
      name: 'thumbnail_news-photo-1.jpg',
      hash: 'thumbnail_news_photo_1_c40d5239fb',
      ext: '.jpg',
      mime: 'image/jpeg',
      path: null,
      width: 245,
      height: 102,
      size: 4.11,
      sizeInBytes: 4109,
      url: '/uploads/thumbnail_news_photo_1_c40d5239fb.jpg',
    });
  });

  it('answers null formats for an image smaller than a thumbnail', () => {
    const tiny = toStrapiMedia(record, { ...file, width: 200, height: 100, formats: {} });
    expect(tiny.formats).toBeNull();
  });
});

describe('helpers', () => {
  it('rounds kilobytes to two decimals', () => {
    expect(kilobytes(1234)).toBe(1.23);
  });

  it('serves known extensions and refuses paths', () => {
    expect(uploadMime('a_b.jpg')).toBe('image/jpeg');
    expect(uploadMime('guide.pdf')).toBe('application/pdf');
    expect(uploadMime('..%2Fsecret.jpg')).toBeUndefined();
    expect(uploadMime('.env')).toBeUndefined();
    expect(uploadMime('notes.txt')).toBeUndefined();
  });
});
