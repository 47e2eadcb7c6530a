/**
 * The provider-state manifest (contracts/STATES.md), built from the committed pacts and the fake's
 * state endpoint: for each state, the providers and interactions that use it, the parameters the
 * verifier sends, and the values the pacts inject from its answer. A backend team reads it instead
 * of the TypeScript that implements the states.
 */
import { readFileSync } from 'node:fs';
import { CLI_PROVIDERS } from './cli-verifier';
import { renderManifest, type StateUse } from './states-manifest-markdown';

type Params = Record<string, unknown>;
interface PactInteraction {
  description: string;
  providerStates?: { name: string; params?: Params }[];
  request: { generators?: unknown };
}

const injectedNames = (generators: unknown): string[] =>
  [...JSON.stringify(generators ?? {}).matchAll(/\$\{(\w+)\}/g)].map((m) => m[1] ?? '');

/** Every state the committed pacts use, in the order the pacts first use them. */
export function collectStates(root: string): Map<string, StateUse> {
  const states = new Map<string, StateUse>();
  for (const { pact, provider } of CLI_PROVIDERS) {
    const json = JSON.parse(readFileSync(`${root}${pact}`, 'utf8')) as {
      interactions: PactInteraction[];
    };
    for (const interaction of json.interactions) {
      for (const { name, params = {} } of interaction.providerStates ?? []) {
        const use = states.get(name) ?? {
          providers: new Set<string>(),
          interactions: 0,
          params: new Map<string, Set<string>>(),
          paramSets: [],
          injected: new Set<string>(),
        };
        use.providers.add(provider);
        use.interactions += 1;
        use.paramSets.push(params);
        for (const [key, value] of Object.entries(params)) {
          use.params.set(key, (use.params.get(key) ?? new Set()).add(JSON.stringify(value)));
        }
        for (const injected of injectedNames(interaction.request.generators)) {
          use.injected.add(injected);
        }
        states.set(name, use);
      }
    }
  }
  return states;
}

/** The keys the provider answers for a state, over every parameter set the pacts send. */
export async function answeredKeys(
  stateUrl: string,
  name: string,
  use: StateUse,
): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const params of use.paramSets) {
    const response = await fetch(stateUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state: name, params, action: 'setup' }),
    });
    if (!response.ok) throw new Error(`State "${name}": ${response.status}`);
    for (const key of Object.keys((await response.json()) as object)) keys.add(key);
  }
  return keys;
}

/** The manifest for the provider whose state endpoint is `stateUrl`. */
export async function buildManifest(root: string, stateUrl: string): Promise<string> {
  const states = collectStates(root);
  const answered = new Map<string, Set<string>>();
  for (const [name, use] of states) answered.set(name, await answeredKeys(stateUrl, name, use));
  return renderManifest(states, answered);
}
