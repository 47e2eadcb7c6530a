import type { CmsLocale } from '../../src/lib/api/types/languages';
import type { ContentTypeName } from './schema';

export type FixtureValues = Record<string, unknown>;

/** One document as written in fixtures/cms/<type>.json. */
export interface FixtureDocument {
  documentId: string;
  createdAt: string;
  updatedAt: string;
  /** null: the document was never published (draft only). */
  publishedAt: string | null;
  /** Fields that are the same in every locale (urls, order, media). */
  shared?: FixtureValues;
  locales: Partial<Record<CmsLocale, FixtureValues>>;
  /** A draft newer than the published version: what differs from it. */
  draft?: {
    updatedAt: string;
    shared?: FixtureValues;
    locales?: Partial<Record<CmsLocale, FixtureValues>>;
  };
}
export type CmsFixtures = Record<ContentTypeName, FixtureDocument[]>;

/** A stable 24-character lowercase id (Strapi's documentId shape) from a number. */
export const stableDocumentId = (seed: number): string => {
  let state = (seed * 2654435761) >>> 0;
  let out = '';
  while (out.length < 24) {
    state = (state ^ (state << 13)) >>> 0;
    state = (state ^ (state >>> 17)) >>> 0;
    state = (state ^ (state << 5)) >>> 0;
    out += 'abcdefghijklmnopqrstuvwxyz0123456789'[state % 36];
  }
  return out;
};
