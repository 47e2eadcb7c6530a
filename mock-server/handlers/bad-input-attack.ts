import { expect } from 'vitest';
import * as z from 'zod/mini';
import { ORIGIN } from '../testing/fake';
import { BAD_BODIES, BAD_PATH_SEGMENTS, BAD_QUERY_VALUES, BAD_VALUES } from './bad-input-values';
import type { RouteSchemas } from '../routes/types';
import { createRoutes } from '.';

export interface Route {
  method: string;
  path: string;
  schemas: RouteSchemas;
}

/**
 * Every lottery and control route of the route table (no wildcards), without the origin, with the
 * schemas its handler validates against.
 */
export const ROUTES: Route[] = createRoutes({ origin: ORIGIN })
  .filter(
    (r) =>
      r.method !== '*' &&
      !r.path.includes('*') &&
      (r.path.startsWith(`${ORIGIN}/lottery/`) || r.path.startsWith(`${ORIGIN}/__control/`)),
  )
  .map((r) => ({ method: r.method, path: r.path.slice(ORIGIN.length), schemas: r.schemas }));

export const keyOf = (r: Route) => `${r.method} ${r.path}`;

/** How many bad requests each route was sent, for the test's closing figure. */
export const counts = new Map<string, number>();

interface Answer {
  status: number;
  body: unknown;
}

async function send(
  route: Route,
  auth: string,
  {
    path = route.path,
    query = {},
    raw,
  }: { path?: string; query?: Record<string, string>; raw?: string },
): Promise<Answer> {
  counts.set(keyOf(route), (counts.get(keyOf(route)) ?? 0) + 1);
  const url = new URL(`${ORIGIN}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const headers: Record<string, string> = { Authorization: `Bearer ${auth}` };
  if (raw !== undefined) headers['Content-Type'] = 'application/json';
  const withBody = raw !== undefined && route.method !== 'GET';
  const response = await fetch(url, {
    method: route.method,
    headers,
    body: withBody ? raw : undefined,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // HTML pages (the card page) and plain texts stay text.
  }
  return { status: response.status, body };
}

const describeAnswer = (route: Route, input: string, answer: Answer) =>
  `${keyOf(route)} ${input.slice(0, 80)} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;

function expect4xx(route: Route, input: string, answer: Answer) {
  expect(answer.status, describeAnswer(route, input, answer)).toBeGreaterThanOrEqual(400);
  expect(answer.status, describeAnswer(route, input, answer)).toBeLessThan(500);
}

/** 400 VALIDATION_FAILED that names `field` among its field errors. */
function expectFieldError(route: Route, input: string, answer: Answer, field: string) {
  expect(answer.status, describeAnswer(route, input, answer)).toBe(400);
  const errors = (answer.body as { errors?: { field: string }[] }).errors ?? [];
  const named = errors.some((e) => e.field === field || e.field.startsWith(`${field}.`));
  expect(named, describeAnswer(route, input, answer)).toBe(true);
}

type Schema = z.core.$ZodType;

/** An object schema's fields (zod or zod/mini alike: read from the definition). */
const shapeOf = (schema: Schema | undefined): Record<string, Schema> | null =>
  schema?._zod.def.type === 'object' ? (schema as z.core.$ZodObject)._zod.def.shape : null;

/** The object schema of an array body's items (the tickets calls, the ticket filters). */
const itemShapeOf = (schema: Schema | undefined) =>
  schema?._zod.def.type === 'array' ? shapeOf((schema as z.core.$ZodArray)._zod.def.element) : null;

/** A route's path with its `:params` filled: a harmless id, or `bad` for the one under test. */
const fillPath = (path: string, bad?: [string, string]) =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => (bad && bad[0] === name ? bad[1] : '1'));

/** Sends every bad input the route's schemas allow for, as the player holding `auth`. */
export async function attack(route: Route, auth: string) {
  const { schemas } = route;
  const query = shapeOf(schemas.query);
  for (const [name, field] of Object.entries(query ?? {})) {
    for (const value of BAD_QUERY_VALUES) {
      const answer = await send(route, auth, {
        path: fillPath(route.path),
        query: { [name]: value },
      });
      if (z.safeParse(field, value).success) expect(answer.status).toBeLessThan(500);
      else expectFieldError(route, `?${name}=${value}`, answer, name);
    }
  }
  for (const name of Object.keys(shapeOf(schemas.params) ?? {})) {
    for (const segment of BAD_PATH_SEGMENTS) {
      const path = fillPath(route.path, [name, segment]);
      expect4xx(route, path, await send(route, auth, { path }));
    }
  }
  if (route.method === 'GET') return;
  const path = fillPath(route.path);
  for (const raw of BAD_BODIES) {
    const answer = await send(route, auth, { path, raw });
    // A route that reads no body may ignore it; it must still never fail.
    if (schemas.body) expect4xx(route, raw, answer);
    else expect(answer.status, describeAnswer(route, raw, answer)).toBeLessThan(500);
  }
  // Prototype pollution: `__proto__` keys are dropped when the body is parsed.
  const polluted = await send(route, auth, { path, raw: '{"__proto__":{"polluted":true}}' });
  expect(polluted.status).toBeLessThan(500);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  const fields = shapeOf(schemas.body);
  const items = itemShapeOf(schemas.body);
  for (const [name, field] of Object.entries(fields ?? items ?? {})) {
    for (const value of BAD_VALUES) {
      if (z.safeParse(field, value).success) continue; // a value the field takes is not bad input
      const raw = JSON.stringify(items ? [{ [name]: value }] : { [name]: value });
      expectFieldError(
        route,
        raw,
        await send(route, auth, { path, raw }),
        items ? `0.${name}` : name,
      );
    }
  }
}
