import { afterEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../config';
import { mediaUrl, responsiveImage } from './media';

afterEach(() => {
  setRuntimeConfig({});
});

describe('mediaUrl', () => {
  it('puts the media base in front of a relative upload url', () => {
    expect(mediaUrl('/uploads/ball_1a2b.png')).toBe(
      'http://127.0.0.1:4000/cms/uploads/ball_1a2b.png',
    );
  });

  it('never doubles the slash, whichever side has it', () => {
    setRuntimeConfig({ cmsMediaBaseUrl: 'https://cdn.example.test/cms/' });
    expect(mediaUrl('/uploads/a.png')).toBe('https://cdn.example.test/cms/uploads/a.png');
    expect(mediaUrl('uploads/a.png')).toBe('https://cdn.example.test/cms/uploads/a.png');
  });

  it('keeps absolute https urls as they are', () => {
    expect(mediaUrl('https://images.example.test/a.png')).toBe('https://images.example.test/a.png');
  });

  it('keeps absolute http and protocol-relative urls too', () => {
    expect(mediaUrl('http://127.0.0.1:1337/uploads/a.png')).toBe(
      'http://127.0.0.1:1337/uploads/a.png',
    );
    expect(mediaUrl('//images.example.test/a.png')).toBe('//images.example.test/a.png');
  });

  it('gives undefined for no image', () => {
    expect(mediaUrl('')).toBeUndefined();
    expect(mediaUrl(null)).toBeUndefined();
    expect(mediaUrl(undefined)).toBeUndefined();
  });

  it('reads the base at call time', () => {
    setRuntimeConfig({ cmsMediaBaseUrl: 'https://media.example.test' });
    expect(mediaUrl('/uploads/b.jpg')).toBe('https://media.example.test/uploads/b.jpg');
  });
});

describe('responsiveImage', () => {
  const file = (name: string, width: number) => ({
    name,
    hash: name,
    ext: '.jpg',
    mime: 'image/jpeg',
    path: null,
    width,
    height: Math.round(width / 2),
    size: 1,
    sizeInBytes: 1,
    url: `/uploads/${name}.jpg`,
  });

  it("gives the original's size and every CMS format in srcset, smallest first", () => {
    const media = {
      ...file('photo', 1200),
      id: 1,
      documentId: 'd',
      alternativeText: null,
      caption: null,
      focalPoint: null,
      formats: { large: file('large_photo', 1000), thumbnail: file('thumbnail_photo', 245) },
      previewUrl: null,
      provider: 'local',
      provider_metadata: null,
      createdAt: '',
      updatedAt: '',
      publishedAt: null,
    };
    expect(responsiveImage(media)).toEqual({
      src: 'http://127.0.0.1:4000/cms/uploads/photo.jpg',
      srcSet:
        'http://127.0.0.1:4000/cms/uploads/thumbnail_photo.jpg 245w, http://127.0.0.1:4000/cms/uploads/large_photo.jpg 1000w, http://127.0.0.1:4000/cms/uploads/photo.jpg 1200w',
      width: 1200,
      height: 600,
    });
    expect(responsiveImage(null)).toBeUndefined();
  });
});
