import { matchesPath, tokensOf } from './path-glob';
import { mulberry32 } from './prng';

export type FaultKind = 'status' | 'delay' | 'drop' | 'malformed' | 'slowBody';

export interface FaultRule {
  /** HTTP method, or '*' / omitted for any. */
  method?: string;
  /** Path below the world, matched at its end: '/orders/cart/purchase', '/users/*', '/x/:id'. */
  path: string;
  kind: FaultKind;
  /** Fires on each matching request with this probability (0..1) ... */
  probability?: number;
  /** ... or on the next `count` matching requests. Neither: every matching request. */
  count?: number;
  status?: number;
  body?: unknown;
  /** delay and slowBody: fixed milliseconds, or a random one up to `maxDelayMs`. */
  delayMs?: number;
  maxDelayMs?: number;
}

interface ArmedRule extends FaultRule {
  pattern: ReturnType<typeof tokensOf>;
  fired: number;
}

export interface FaultState {
  seed: number;
  rules: ArmedRule[];
  random: () => number;
}

export const emptyFaults = (): FaultState => ({ seed: 0, rules: [], random: mulberry32(0) });

/** Replaces the rules and restarts the PRNG: the same seed and requests give the same faults. */
export function armFaults(state: FaultState, seed: number, rules: FaultRule[]): void {
  state.seed = seed;
  state.random = mulberry32(seed);
  state.rules = rules.map((rule) => ({ ...rule, pattern: tokensOf(rule.path), fired: 0 }));
}

export const describeFaults = (state: FaultState) => ({
  seed: state.seed,
  rules: state.rules.map(({ pattern: _pattern, ...rule }) => rule),
});

/** What to do to one request: an added delay and at most one fault that ends it. */
export interface FaultDecision {
  delayMs: number;
  fault?: ArmedRule & { delayMs: number };
}

const delayOf = (rule: FaultRule, random: () => number): number =>
  rule.maxDelayMs !== undefined
    ? Math.round((rule.delayMs ?? 0) + random() * (rule.maxDelayMs - (rule.delayMs ?? 0)))
    : (rule.delayMs ?? 0);

function fires(rule: ArmedRule, random: () => number): boolean {
  if (rule.count !== undefined) return rule.fired < rule.count;
  // Drawn for every matching request, fired or not, so the sequence depends on the seed only.
  if (rule.probability !== undefined) return random() < rule.probability;
  return true;
}

export function decideFaults(state: FaultState, method: string, path: string): FaultDecision {
  const decision: FaultDecision = { delayMs: 0 };
  for (const rule of state.rules) {
    const methodOk = !rule.method || rule.method === '*' || rule.method.toUpperCase() === method;
    if (!methodOk || !matchesPath(rule.pattern, path) || !fires(rule, state.random)) continue;
    if (rule.kind !== 'delay' && decision.fault) continue;
    rule.fired += 1;
    const delayMs = delayOf(rule, state.random);
    if (rule.kind === 'delay') decision.delayMs += delayMs;
    else decision.fault = { ...rule, delayMs };
  }
  return decision;
}
