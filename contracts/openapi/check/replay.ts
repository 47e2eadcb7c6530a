import type { PactInteraction } from './pact-interaction';

interface Generator {
  type?: string;
  expression?: string;
}

/** What the replay reads of an interaction beyond what the comparison reads. */
export type ReplayedInteraction = PactInteraction & {
  providerStates?: { name: string; params?: Record<string, unknown> }[];
  request: PactInteraction['request'] & {
    headers?: Record<string, string[]>;
    generators?: {
      header?: Record<string, Generator>;
      path?: Generator;
      query?: Record<string, Generator>;
      body?: Record<string, Generator>;
    };
  };
};

const fill = (generator: Generator | undefined, values: Record<string, unknown>) =>
  generator?.type === 'ProviderState' && generator.expression
    ? generator.expression.replace(/\$\{(\w+)\}/g, (_, name: string) => String(values[name]))
    : undefined;

/** A body value: the injected value itself for `${name}` (a number stays a number). */
function injected(generator: Generator, values: Record<string, unknown>): unknown {
  const whole = /^\$\{(\w+)\}$/.exec(generator.expression ?? '');
  return whole ? values[whole[1]!] : fill(generator, values);
}

/** Sets the value at a JSON path such as `$.drawIds[0]` or `$[1].tips` (what generators use). */
function setAt(root: unknown, path: string, value: unknown): void {
  const keys = [...path.matchAll(/\.(\w+)|\[(\d+)\]/g)].map(
    ([, name, index]) => name ?? Number(index),
  );
  let node = root as Record<string | number, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key!] as Record<string | number, unknown>;
  node[keys.at(-1)!] = value;
}

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Sets up the interaction's provider states the way a verifier does; the values they inject. */
async function setUp(origin: string, interaction: ReplayedInteraction) {
  const states = interaction.providerStates ?? [];
  if (states.length === 0) return post(`${origin}/__control/reset`, {});
  let values: Record<string, unknown> = {};
  for (const { name, params } of states)
    values = { ...values, ...(await post(`${origin}/__control/state`, { state: name, params })) };
  return values;
}

/**
 * Sends an interaction's request to the fake at `origin` (its lottery API under /lottery, its CMS
 * under /cms/api), with its provider states set up and their values injected: the fake's real
 * answer to it.
 */
export async function replay(origin: string, interaction: ReplayedInteraction, base = '/lottery') {
  const values = await setUp(origin, interaction);
  const { request } = interaction;
  const generators = request.generators ?? {};
  const url = new URL(`${origin}${base}${fill(generators.path, values) ?? request.path}`);
  for (const [name, list] of Object.entries(request.query ?? {}))
    for (const value of list as string[])
      url.searchParams.append(name, fill(generators.query?.[name], values) ?? value);
  const headers = new Headers();
  for (const [name, list] of Object.entries(request.headers ?? {}))
    headers.set(name, fill(generators.header?.[name], values) ?? list.join(', '));
  const body: unknown = structuredClone(request.body?.content);
  for (const [path, generator] of Object.entries(generators.body ?? {}))
    setAt(body, path, injected(generator, values));
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(url, {
    method: request.method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}
