import type { StrapiMedia } from '../../src/lib/api/types/cms';
import { CMS_LOCALES, type CmsLocale } from '../../src/lib/api/types/languages';
import { toStrapiMedia, type MediaRecord, type UploadManifest } from './media';
import {
  stableDocumentId,
  type CmsFixtures,
  type FixtureDocument,
  type FixtureValues,
} from './fixture-types';
import type { Row, Status, StoredComponent, StoredValue } from './rows';
import {
  components,
  contentType,
  contentTypes,
  type Attribute,
  type ComponentUid,
  type ContentTypeName,
} from './schema';

export const locales: readonly CmsLocale[] = CMS_LOCALES;

export interface CmsStore {
  /** The versions in a locale ('*' for all) and status, ordered by id. */
  rows(type: ContentTypeName, locale: CmsLocale | '*', status: Status): Row[];
  /** The targets of a relation, in the relation's order, in the row's locale and status. */
  related(row: Row, attribute: string): Row[];
  media(id: number): StrapiMedia | undefined;
}

interface MediaRef {
  file: string;
  alternativeText?: string | null;
  caption?: string | null;
  name?: string;
}
const isMediaRef = (v: unknown): v is MediaRef =>
  typeof v === 'object' && v !== null && typeof (v as MediaRef).file === 'string';
const objects = (v: unknown): FixtureValues[] =>
  Array.isArray(v) ? v.filter((x): x is FixtureValues => typeof x === 'object' && x !== null) : [];

export function buildStore(fixtures: CmsFixtures, manifest: UploadManifest): CmsStore {
  const media = new Map<number, StrapiMedia>();
  const mediaIds = new Map<string, number>();
  const componentIds = new Map<ComponentUid, number>();
  const byType = new Map<ContentTypeName, Row[]>();

  const mediaId = (ref: MediaRef, doc: FixtureDocument): number => {
    const key = `${doc.documentId}|${ref.file}|${ref.alternativeText ?? ''}`;
    const known = mediaIds.get(key);
    if (known) return known;
    const file = manifest[ref.file];
    if (!file) throw new Error(`fixtures/cms: no upload ${ref.file} in the manifest`);
    const id = media.size + 1;
    const record: MediaRecord = {
      id,
      documentId: stableDocumentId(10_000 + id),
      hash: ref.file,
      name: ref.name ?? `${ref.file.replace(/_[0-9a-f]{10}$/, '').replaceAll('_', '-')}${file.ext}`,
      alternativeText: ref.alternativeText ?? null,
      caption: ref.caption ?? null,
      createdAt: doc.createdAt,
    };
    media.set(id, toStrapiMedia(record, file));
    mediaIds.set(key, id);
    return id;
  };

  const component = (
    uid: ComponentUid,
    values: FixtureValues,
    doc: FixtureDocument,
  ): StoredComponent => {
    const id = (componentIds.get(uid) ?? 0) + 1;
    componentIds.set(uid, id);
    const stored: Record<string, StoredValue> = {};
    for (const [name, attribute] of Object.entries(components[uid])) {
      stored[name] = convert(attribute, values[name], doc);
    }
    return { id, uid, values: stored };
  };

  const convert = (attribute: Attribute, value: unknown, doc: FixtureDocument): StoredValue => {
    switch (attribute.type) {
      case 'media':
        return isMediaRef(value) ? { media: mediaId(value, doc) } : null;
      case 'relation':
        return { relation: Array.isArray(value) ? value.map(String) : [] };
      case 'component':
        return objects(value).map((v) => component(attribute.component, v, doc));
      case 'dynamiczone':
        return objects(value).map((v) => component(v.__component as ComponentUid, v, doc));
      default:
        return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
          ? value
          : null;
    }
  };

  let rowId = 0;
  const version = (
    type: ContentTypeName,
    doc: FixtureDocument,
    locale: CmsLocale,
    status: Status,
  ): Row => {
    const draft = status === 'draft' ? doc.draft : undefined;
    const merged = {
      ...doc.shared,
      ...doc.locales[locale],
      ...draft?.shared,
      ...draft?.locales?.[locale],
    };
    const values: Record<string, StoredValue> = {};
    for (const [name, attribute] of Object.entries(contentTypes[type].attributes)) {
      values[name] = convert(attribute, merged[name], doc);
    }
    return {
      id: ++rowId,
      documentId: doc.documentId,
      type,
      locale,
      status,
      createdAt: doc.createdAt,
      updatedAt: draft?.updatedAt ?? doc.updatedAt,
      publishedAt: status === 'published' ? doc.publishedAt : null,
      values,
    };
  };

  for (const type of Object.keys(contentTypes) as ContentTypeName[]) {
    rowId = 0;
    const rows: Row[] = [];
    for (const doc of fixtures[type]) {
      for (const locale of locales) {
        if (!doc.locales[locale]) continue;
        // Strapi 5 writes the draft first, then the published copy: the draft has the lower id.
        rows.push(version(type, doc, locale, 'draft'));
        if (doc.publishedAt) rows.push(version(type, doc, locale, 'published'));
      }
    }
    byType.set(type, rows);
  }

  const rows = (type: ContentTypeName, locale: CmsLocale | '*', status: Status) =>
    (byType.get(type) ?? []).filter(
      (r) => r.status === status && (locale === '*' || r.locale === locale),
    );

  return {
    rows,
    related(row, attribute) {
      if (attribute === 'localizations') {
        return rows(row.type, '*', row.status).filter(
          (r) => r.documentId === row.documentId && r.locale !== row.locale,
        );
      }
      const definition = contentType(row.type).attributes[attribute];
      const value = row.values[attribute];
      if (
        definition?.type !== 'relation' ||
        !value ||
        typeof value !== 'object' ||
        !('relation' in value)
      )
        return [];
      const targets = rows(definition.target, row.locale, row.status);
      return value.relation.flatMap((documentId) =>
        targets.filter((t) => t.documentId === documentId),
      );
    },
    media: (id) => media.get(id),
  };
}
