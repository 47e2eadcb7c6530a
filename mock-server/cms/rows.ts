import type { CmsLocale } from '../../src/lib/api/types/languages';
import type { ComponentUid, ContentTypeName } from './schema';

export type Status = 'draft' | 'published';

export interface StoredComponent {
  id: number;
  uid: ComponentUid;
  values: Record<string, StoredValue>;
}

/** Scalars as they are; media as a media id; relations as target documentIds; components as rows. */
export type StoredValue =
  string | number | boolean | null | { media: number } | { relation: string[] } | StoredComponent[];

/** One version of a document: Strapi 5 keeps a row per locale and per status. */
export interface Row {
  id: number;
  documentId: string;
  type: ContentTypeName;
  locale: CmsLocale;
  status: Status;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  values: Record<string, StoredValue>;
}

/** A system field or a scalar attribute of a row. */
export const readField = (row: Row, field: string): unknown => {
  switch (field) {
    case 'id':
      return row.id;
    case 'documentId':
      return row.documentId;
    case 'createdAt':
      return row.createdAt;
    case 'updatedAt':
      return row.updatedAt;
    case 'publishedAt':
      return row.publishedAt;
    case 'locale':
      return row.locale;
    default:
      return row.values[field] ?? null;
  }
};
