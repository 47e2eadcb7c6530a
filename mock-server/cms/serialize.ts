import type { StrapiMedia } from '../../src/lib/api/types/cms';
import { forComponent, type PopulateNode, type PopulateSpec } from './populate';
import type { Row, StoredComponent, StoredValue } from './rows';
import { components, contentType, isScalar, type Attributes } from './schema';
import type { CmsStore } from './store';

export interface SerializeContext {
  store: CmsStore;
  /** Put in place of `{{mediaBase}}` in texts, so links to uploads work on any host of the fake. */
  mediaBase: string;
}

type Json = Record<string, unknown>;

const MEDIA_BASE = '{{mediaBase}}';
const systemTail = ['createdAt', 'updatedAt', 'publishedAt', 'locale'] as const;

const scalar = (value: StoredValue | undefined, ctx: SerializeContext): unknown => {
  if (typeof value === 'string') return value.replaceAll(MEDIA_BASE, ctx.mediaBase);
  return value === undefined ? null : value;
};

const pick = (media: StrapiMedia, fields: string[] | null): Json => {
  if (!fields) return { ...media };
  const out: Json = { id: media.id, documentId: media.documentId };
  for (const [key, value] of Object.entries(media)) if (fields.includes(key)) out[key] = value;
  return out;
};

/** Populated attributes, in schema order, after the scalars. */
const populated = (
  out: Json,
  attributes: Attributes,
  values: Record<string, StoredValue>,
  populate: PopulateSpec,
  ctx: SerializeContext,
  owner: Row | null,
) => {
  for (const [name, attribute] of Object.entries(attributes)) {
    const node = populate[name];
    if (!node || isScalar(attribute)) continue;
    const value = values[name];
    if (attribute.type === 'media') {
      const media =
        value && typeof value === 'object' && 'media' in value
          ? ctx.store.media(value.media)
          : undefined;
      out[name] = media ? pick(media, node.fields) : null;
    } else if (attribute.type === 'relation') {
      const targets = owner ? ctx.store.related(owner, name) : [];
      out[name] = targets.map((t) => serializeRow(t, ctx, node.fields, node.populate));
    } else {
      const list = Array.isArray(value) ? value : [];
      const zone = attribute.type === 'dynamiczone';
      const items = list.map((c) =>
        serializeComponent(c, zone ? forComponent(node, c.uid) : node, zone, ctx),
      );
      out[name] =
        attribute.type === 'component' && !attribute.repeatable ? (items[0] ?? null) : items;
    }
  }
};

export const serializeComponent = (
  component: StoredComponent,
  node: PopulateNode,
  inZone: boolean,
  ctx: SerializeContext,
): Json => {
  const attributes = components[component.uid];
  const out: Json = { id: component.id };
  for (const [name, attribute] of Object.entries(attributes)) {
    if (isScalar(attribute) && (!node.fields || node.fields.includes(name))) {
      out[name] = scalar(component.values[name], ctx);
    }
  }
  populated(out, attributes, component.values, node.populate, ctx, null);
  // Only a dynamic zone says which component an entry is, and says it last.
  if (inZone) out.__component = component.uid;
  return out;
};

/** A document version as Strapi 5 answers it: id, documentId, fields, timestamps, locale, populated. */
export const serializeRow = (
  row: Row,
  ctx: SerializeContext,
  fields: string[] | null,
  populate: PopulateSpec,
): Json => {
  const selected = (name: string) => !fields || fields.includes(name);
  const attributes = contentType(row.type).attributes;
  const out: Json = { id: row.id, documentId: row.documentId };
  for (const [name, attribute] of Object.entries(attributes)) {
    if (isScalar(attribute) && selected(name)) out[name] = scalar(row.values[name], ctx);
  }
  for (const name of systemTail) if (selected(name)) out[name] = row[name];
  populated(out, attributes, row.values, populate, ctx, row);
  return out;
};
