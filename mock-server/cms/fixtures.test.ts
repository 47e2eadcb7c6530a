import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import manifest from '../../fixtures/cms/uploads/manifest.json';
import { VIDEO_MARKER } from '../../src/lib/api/types/cms';
import { cmsFixtures } from './fixtures';
import { CMS_DOCUMENTS } from './known-documents';
import { formatNames, type UploadManifest } from './media';
import { locales } from './store';

const uploads = new URL('../../fixtures/cms/uploads/', import.meta.url);
const documents = Object.values(cmsFixtures).flat();
const news = cmsFixtures['news-article'];
const files = manifest as UploadManifest;

/** Every { file } reference anywhere in a document. */
const mediaFiles = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(mediaFiles);
  if (typeof value !== 'object' || value === null) return [];
  const file = (value as { file?: unknown }).file;
  return typeof file === 'string' ? [file] : Object.values(value).flatMap(mediaFiles);
};

describe('CMS fixtures', () => {
  it('give every document a stable, unique 24-character documentId and fixed dates', () => {
    const ids = documents.map((d) => d.documentId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const doc of documents) {
      expect(doc.documentId).toMatch(/^[a-z0-9]{24}$/);
      expect(doc.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
    }
  });

  it('translate every document into the three locales, with Arabic and Sorani script', () => {
    for (const doc of documents) {
      expect(Object.keys(doc.locales).sort()).toEqual([...locales].sort());
      const en = JSON.stringify(doc.locales.en);
      expect(JSON.stringify(doc.locales['ar-IQ'])).not.toBe(en);
      expect(JSON.stringify(doc.locales['ar-IQ'])).toMatch(/[\u0600-\u06FF]/);
      expect(JSON.stringify(doc.locales.ckb)).toMatch(/[ێۆڕڵە]/);
    }
  });

  it('hold 23 published articles, one draft-only and one with a newer draft', () => {
    expect(news.filter((d) => d.publishedAt).length).toBe(23);
    expect(news.filter((d) => !d.publishedAt).length).toBe(1);
    expect(news.filter((d) => d.draft).length).toBe(1);
  });

  it('have one video article whose content holds the marker in every locale', () => {
    const videos = news.filter((d) => typeof d.shared?.videoURL === 'string');
    expect(videos).toHaveLength(1);
    expect(videos[0]?.shared?.videoURL).toMatch(/^https:\/\/www\.youtube\.com\/embed\/[\w-]+$/);
    for (const locale of locales)
      expect(videos[0]?.locales[locale]?.content).toContain(VIDEO_MARKER);
  });

  it('link to mail, external sites, a PDF and a JPEG, and embed an image', () => {
    const content = news.map((d) => String(d.locales.en?.content)).join('\n');
    expect(content).toMatch(/\]\(mailto:/);
    expect(content).toMatch(/\]\(https:\/\//);
    expect(content).toMatch(/[^!]\[[^\]]+\]\([^)]+\.pdf\)/);
    expect(content).toMatch(/[^!]\[[^\]]+\]\([^)]+\.jpg\)/);
    expect(content).toMatch(/!\[[^\]]+\]\([^)]+\.jpg\)/);
  });

  it('have content pages with and without a mobile image, and the loto_app page', () => {
    const pages = cmsFixtures['content-page'];
    expect(pages.map((p) => p.shared?.url)).toContain('more/loto_app');
    const blocks = pages.flatMap((p) => (p.locales.en?.content as { mobile?: unknown }[]) ?? []);
    const images = blocks.filter((b) => 'mobile' in b);
    expect(images.some((b) => b.mobile)).toBe(true);
    expect(images.some((b) => !b.mobile)).toBe(true);
  });

  it('reference only uploads that exist, with every listed format on disk', () => {
    const referenced = new Set(documents.flatMap(mediaFiles));
    expect(referenced.size).toBeGreaterThanOrEqual(12);
    for (const hash of referenced) {
      const file = files[hash];
      expect(file, hash).toBeDefined();
      expect(existsSync(new URL(`${hash}${file?.ext}`, uploads))).toBe(true);
      for (const name of formatNames) {
        if (file?.formats[name])
          expect(existsSync(new URL(`${name}_${hash}${file.ext}`, uploads))).toBe(true);
      }
    }
  });

  it('keep the documents CMS_DOCUMENTS names', () => {
    const byId = (id: string) => news.find((d) => d.documentId === id);
    const pages = cmsFixtures['content-page'].map((p) => p.documentId);
    expect(pages).toEqual(
      expect.arrayContaining([CMS_DOCUMENTS.aboutUsPage, CMS_DOCUMENTS.lotoAppPage]),
    );
    expect(byId(CMS_DOCUMENTS.videoArticle)?.shared?.videoURL).toBeTruthy();
    expect(byId(CMS_DOCUMENTS.linksArticle)?.locales.en?.content).toContain('mailto:');
    expect(byId(CMS_DOCUMENTS.imageArticle)?.locales.en?.content).toContain('![');
    expect(byId(CMS_DOCUMENTS.updatedDraftArticle)?.draft).toBeDefined();
    expect(byId(CMS_DOCUMENTS.draftOnlyArticle)?.publishedAt).toBeNull();
    const newest = news.filter((d) => d.publishedAt).at(-1);
    expect(newest?.documentId).toBe(CMS_DOCUMENTS.newestArticle);
  });
});
