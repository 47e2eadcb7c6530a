import { readFileSync } from 'node:fs';

interface Interaction {
  description: string;
  request: { method: string; path: string };
  response: { status: number; body?: { content?: unknown } };
}

export interface Example {
  summary: string;
  value: unknown;
}

const PACTS = ['lottery-web-lottery-api.json', 'lottery-web-lottery-api-extensions.json'];

/** `/orders/:orderId` as a pattern that the interaction's concrete path must match. */
const pattern = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);

let interactions: Interaction[] | undefined;

const loaded = () =>
  (interactions ??= PACTS.flatMap(
    (file) =>
      (
        JSON.parse(readFileSync(new URL(`../../pacts/${file}`, import.meta.url), 'utf8')) as {
          interactions: Interaction[];
        }
      ).interactions,
  ));

/**
 * The answer bodies the pacts expect of a route at a status, named by their interactions: the
 * examples of the documents are the pacts' examples, which the fake is verified against.
 */
export function examplesOf(method: string, path: string, status: number): Example[] {
  const matches = pattern(path);
  return loaded()
    .filter(
      (i) =>
        i.request.method === method &&
        matches.test(i.request.path) &&
        i.response.status === status &&
        i.response.body?.content !== undefined,
    )
    .map((i) => ({ summary: i.description, value: i.response.body!.content }));
}
