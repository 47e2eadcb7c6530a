import * as z from 'zod';
import type { z as zm } from 'zod/mini';

export type JsonSchema = Record<string, unknown>;

const SAFE = Number.MAX_SAFE_INTEGER;

/**
 * What a provider should read, not zod's defaults: an integer with only zod's ±2^53 bounds is an
 * int64 without bounds (a bound that means something, such as a page size, stays); an object that
 * allows any further key (`additionalProperties: {}`) is closed when `closed`: the answers are
 * loose in the app so that a newer backend may add a field, but a provider builds what is listed.
 */
function tidy(node: unknown, closed: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => tidy(item, closed));
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = tidy(value, closed);
  if (typeof out.properties === 'object' && out.properties !== null) {
    // `asked()` in the calls' request schemas: optional in the check, required of every caller.
    const properties = out.properties as Record<string, JsonSchema>;
    const asked = Object.keys(properties).filter((k) => properties[k]!['x-required'] === true);
    for (const key of asked) delete properties[key]!['x-required'];
    if (asked.length > 0) out.required = [...((out.required as string[]) ?? []), ...asked];
  }
  if (out.type === 'integer') {
    if (out.minimum === -SAFE) delete out.minimum;
    if (out.maximum === SAFE) delete out.maximum;
    if (out.minimum === undefined && out.maximum === undefined) out.format = 'int64';
  }
  const open =
    typeof out.additionalProperties === 'object' &&
    Object.keys(out.additionalProperties as object).length === 0;
  if (open) {
    if (closed) out.additionalProperties = false;
    else delete out.additionalProperties;
  }
  return out;
}

/**
 * A zod (or zod/mini) schema as JSON Schema 2020-12, the dialect of OpenAPI 3.1. Input mode: what
 * the schema accepts. `closed`: its objects take no key they do not name (answers; requests stay
 * open, the fake ignores what it does not read).
 */
export function jsonSchemaOf(
  schema: z.core.$ZodType,
  { closed = false }: { closed?: boolean } = {},
): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return tidy(rest, closed) as JsonSchema;
}

/**
 * Named schemas as OpenAPI components, each referring to the others by `$ref` where it uses them
 * (zod's registry output), tidied as `jsonSchemaOf` does.
 */
export function componentsOf(
  named: Record<string, zm.ZodMiniType>,
  { closed = false }: { closed?: boolean } = {},
): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) registry.add(schema as z.ZodType, { id });
  const { schemas } = z.toJSONSchema(registry, {
    io: 'input',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
      return [id, tidy(rest, closed) as JsonSchema];
    }),
  );
}
