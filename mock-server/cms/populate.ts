import { invalidKey } from './errors';
import { parseFields } from './fields';
import type { QueryObject, QueryValue } from './query-string';
import {
  components,
  isScalar,
  targetAttributes,
  type Attribute,
  type Attributes,
  type ComponentUid,
} from './schema';

export interface PopulateNode {
  /** What to populate inside the target; empty means its own scalar fields only. */
  populate: PopulateSpec;
  fields: string[] | null;
  /** Dynamic zones: a per-component populate (`populate[content][on][elements.image]...`). */
  on: Partial<Record<ComponentUid, PopulateNode>> | null;
}

/** The populated attributes, by name. Attributes left out are not in the answer at all. */
export type PopulateSpec = Record<string, PopulateNode>;

const shallow = (): PopulateNode => ({ populate: {}, fields: null, on: null });
const nodeKeys = ['populate', 'fields', 'filters', 'sort', 'on', 'count'];
const falsy = ['false', 'f', '0'];

const populatable = (attributes: Attributes, name: string): Attribute | undefined => {
  const attribute = attributes[name];
  return attribute && !isScalar(attribute) ? attribute : undefined;
};

const byNames = (names: string[], attributes: Attributes, path: string[]): PopulateSpec => {
  const spec: PopulateSpec = {};
  for (const name of names) {
    if (name === '*') {
      for (const key of Object.keys(attributes)) {
        if (populatable(attributes, key)) spec[key] = shallow();
      }
    } else if (populatable(attributes, name)) {
      spec[name] = shallow();
    } else {
      throw invalidKey(name, path);
    }
  }
  return spec;
};

const parseNode = (value: QueryObject, attribute: Attribute, path: string[]): PopulateNode => {
  for (const key of Object.keys(value)) {
    if (!nodeKeys.includes(key)) throw invalidKey(key, path);
  }
  const target = targetAttributes(attribute);
  const node: PopulateNode = {
    populate: parsePopulate(value.populate, target, path),
    fields: parseFields(value.fields, attribute.type === 'media' ? 'media' : target, path),
    on: null,
  };
  const on = value.on;
  if (on !== undefined && typeof on === 'object' && !Array.isArray(on)) {
    if (attribute.type !== 'dynamiczone') throw invalidKey('on', path);
    node.on = {};
    for (const [uid, inner] of Object.entries(on)) {
      if (!attribute.components.includes(uid as ComponentUid)) {
        throw invalidKey(uid, path);
      }
      const component = uid as ComponentUid;
      const componentAttribute: Attribute = { type: 'component', component, repeatable: false };
      node.on[component] =
        typeof inner === 'object' && !Array.isArray(inner)
          ? parseNode(inner, componentAttribute, path)
          : shallow();
    }
  }
  return node;
};

/**
 * Strapi 5's populate parameter against a set of attributes: `*`, `a,b`, `[0]=a`,
 * `[a]=<anything but false/f/0>`, `[a][populate]=...`, `[a][fields]=...`, `[a][on][uid]=...`.
 * Unknown keys throw the 400 ValidationError Strapi answers.
 */
export function parsePopulate(
  value: QueryValue | undefined,
  attributes: Attributes,
  path: string[] = [],
): PopulateSpec {
  if (value === undefined) return {};
  if (typeof value === 'string') {
    if (falsy.includes(value)) return {};
    if (value === 'true') return byNames(['*'], attributes, path);
    return byNames(
      value.split(',').map((s) => s.trim()),
      attributes,
      path,
    );
  }
  if (Array.isArray(value)) {
    return Object.assign(
      {},
      ...value.map((v) => parsePopulate(v, attributes, path)),
    ) as PopulateSpec;
  }
  const spec: PopulateSpec = {};
  for (const [name, inner] of Object.entries(value)) {
    const attribute = populatable(attributes, name);
    if (!attribute) throw invalidKey(name, path);
    if (typeof inner === 'string') {
      if (!falsy.includes(inner)) spec[name] = shallow();
    } else if (Array.isArray(inner)) {
      spec[name] = shallow();
    } else {
      spec[name] = parseNode(inner, attribute, [...path, name]);
    }
  }
  return spec;
}

/** The part of a zone's populate that applies to one of its components. */
export const forComponent = (node: PopulateNode, uid: ComponentUid): PopulateNode => {
  const specific = node.on?.[uid];
  if (specific) return specific;
  const own = components[uid];
  const populate: PopulateSpec = {};
  for (const [name, inner] of Object.entries(node.populate)) {
    if (own[name]) populate[name] = inner;
  }
  return { populate, fields: null, on: null };
};
