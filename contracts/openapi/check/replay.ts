import type { PactInteraction } from './compare-pact';

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
 * Sends an interaction's request to the fake at `origin` (its lottery API under /lottery), with
 * its provider states set up and their values injected: the fake's real answer to it.
 */
export async function replay(origin: string, interaction: ReplayedInteraction) {
  const values = await setUp(origin, interaction);
  const { request } = interaction;
  const generators = request.generators ?? {};
  const url = new URL(`${origin}/lottery${fill(generators.path, values) ?? request.path}`);
  for (const [name, list] of Object.entries(request.query ?? {}))
    for (const value of list as string[])
      url.searchParams.append(name, fill(generators.query?.[name], values) ?? value);
  const headers = new Headers();
  for (const [name, list] of Object.entries(request.headers ?? {}))
    headers.set(name, fill(generators.header?.[name], values) ?? list.join(', '));
  let body = request.body?.content;
  for (const [path, generator] of Object.entries(generators.body ?? {})) {
    const key = path.replace(/^\$\./, '');
    if (body && typeof body === 'object' && key in body)
      body = { ...body, [key]: Number(fill(generator, values)) || fill(generator, values) };
  }
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(url, {
    method: request.method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}
