import type { JsonSchema } from '../build/json-schema';

export type Document = JsonSchema & { components?: { schemas?: Record<string, JsonSchema> } };

/** A `$ref` into the document's components, followed until a schema that is not a reference. */
function resolve(schema: JsonSchema, document: Document): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  const target = document.components?.schemas?.[name];
  if (!target) throw new Error(`Unresolvable reference ${ref}`);
  return resolve(target, document);
}

const branchesOf = (schema: JsonSchema) =>
  ((schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined) ?? null;

/** The properties an object schema names, allOf parts merged; null when it names none. */
function propertiesOf(schema: JsonSchema, document: Document): Record<string, JsonSchema> | null {
  const parts = [schema, ...((schema.allOf as JsonSchema[] | undefined) ?? [])].map((part) =>
    resolve(part, document),
  );
  const named = parts.filter((part) => part.properties);
  if (named.length === 0) return null;
  return Object.assign({}, ...named.map((part) => part.properties)) as Record<string, JsonSchema>;
}

/** Which drifts to report: fields the schema lacks, and (for a whole answer) required ones absent. */
export interface WalkOptions {
  required?: boolean;
}

/**
 * What of `value` (at JSON path `at`) the schema does not describe: a field it lacks, and with
 * `required` a required field the value lacks. Types are not compared here; a schema that names no
 * properties (any, a record) accepts every field. For a union, the branch that fits best.
 */
export function driftsOf(
  value: unknown,
  schema: JsonSchema,
  document: Document,
  options: WalkOptions = {},
  at = '$',
): string[] {
  const resolved = resolve(schema, document);
  const branches = branchesOf(resolved);
  if (branches) {
    const found = branches.map((branch) => driftsOf(value, branch, document, options, at));
    return found.some((drifts) => drifts.length === 0)
      ? []
      : found.reduce((a, b) => (b.length < a.length ? b : a));
  }
  if (Array.isArray(value)) {
    const items = resolved.items as JsonSchema | undefined;
    if (!items) return [];
    return value.flatMap((item, i) => driftsOf(item, items, document, options, `${at}[${i}]`));
  }
  if (value === null || typeof value !== 'object') return [];
  const properties = propertiesOf(resolved, document);
  if (!properties) return [];
  const required = options.required ? ((resolved.required ?? []) as string[]) : [];
  return [
    ...required.filter((name) => !(name in value)).map((name) => `${at}.${name} is missing`),
    ...Object.entries(value).flatMap(([key, field]) =>
      key in properties
        ? driftsOf(field, properties[key]!, document, options, `${at}.${key}`)
        : [`${at}.${key} is not in the schema`],
    ),
  ];
}
