import { describe, expect, it } from 'vitest';
import { cms, notFoundBody, ORIGIN, useCmsServer } from './test-server';

useCmsServer();

const bytesOf = async (url: string) => {
  const response = await fetch(url);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

describe('uploads', () => {
  it('serves the original and every format of a media object as real JPEG bytes', async () => {
    const { body } = await cms('news-articles?populate[0]=articleImg&pagination[pageSize]=1');
    const media = body.data[0].articleImg;
    const files = [
      media,
      ...Object.values(media.formats as Record<string, { url: string; size: number }>),
    ];
    for (const file of files) {
      const { response, bytes } = await bytesOf(`${ORIGIN}/cms${file.url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(isJpeg(bytes)).toBe(true);
      expect(Math.round(bytes.length / 10) / 100).toBe(file.size);
    }
    expect(media.formats.large.sizeInBytes).toBeGreaterThan(media.formats.thumbnail.sizeInBytes);
  });

  it('answers the Strapi 404 envelope for a missing or unsafe file', async () => {
    for (const name of ['nothing_here.jpg', 'notes.txt', '..%2Fmanifest.json']) {
      const response = await fetch(`${ORIGIN}/cms/uploads/${name}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(notFoundBody);
    }
  });

  it('points links in rich text at this host, and they answer', async () => {
    const { body } = await cms('news-articles?filters[content][$contains]=.pdf');
    const content: string = body.data[0].content;
    expect(content).toContain('mailto:');
    expect(content).toMatch(/\(https:\/\/[^)]+\)/);
    const pdf = content.match(/\((http:\/\/cms\.test\/cms\/uploads\/[^)]+\.pdf)\)/)?.[1];
    const { response, bytes } = await bytesOf(pdf ?? 'missing');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    const photo = (await cms('news-articles?filters[content][$contains]=![')).body.data[0]
      .content as string;
    const image = photo.match(/!\[[^\]]*\]\(([^)]+)\)/)?.[1];
    expect(image).toMatch(/^http:\/\/cms\.test\/cms\/uploads\/.+\.jpg$/);
    expect(isJpeg((await bytesOf(image ?? 'missing')).bytes)).toBe(true);
    expect(photo).toMatch(/[^!]\[[^\]]+\]\(http:\/\/cms\.test\/cms\/uploads\/[^)]+\.jpg\)/);
  });
});
