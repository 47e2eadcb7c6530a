import { matchesPath, tokensOf } from './path-glob';
import { mulberry32Step } from './prng';

/** Every kind of fault a rule can inject: the control API's schema and the docs read this list. */
export const FAULT_KINDS = [
  'status',
  'delay',
  'drop',
  'dropAfterCommit',
  'malformed',
  'slowBody',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

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
  /** Lets the first `skip` matching requests through before the rule may fire. */
  skip?: number;
  /** Fires on the Nth matching request only (1-based). */
  onNth?: number;
  status?: number;
  body?: unknown;
  /** delay and slowBody: fixed milliseconds, or a random one up to `maxDelayMs`. */
  delayMs?: number;
  maxDelayMs?: number;
}

interface ArmedRule extends FaultRule {
  pattern: ReturnType<typeof tokensOf>;
  /** Matching requests seen (method and path), fired or not. */
  seen: number;
  fired: number;
}

/**
 * A world's faults: plain data (no closures), so a snapshot can copy it as it is; `rngState` is
 * the seeded PRNG's whole state.
 */
export interface FaultState {
  seed: number;
  rngState: number;
  rules: ArmedRule[];
}

export const emptyFaults = (): FaultState => ({ seed: 0, rngState: 0, rules: [] });

/** Replaces the rules and restarts the PRNG: the same seed and requests give the same faults. */
export function armFaults(state: FaultState, seed: number, rules: FaultRule[]): void {
  state.seed = seed;
  state.rngState = seed >>> 0;
  state.rules = rules.map((rule) => ({ ...rule, pattern: tokensOf(rule.path), seen: 0, fired: 0 }));
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

function random(state: FaultState): number {
  const step = mulberry32Step(state.rngState);
  state.rngState = step.state;
  return step.value;
}

const delayOf = (rule: FaultRule, state: FaultState): number =>
  rule.maxDelayMs !== undefined
    ? Math.round((rule.delayMs ?? 0) + random(state) * (rule.maxDelayMs - (rule.delayMs ?? 0)))
    : (rule.delayMs ?? 0);

/** Whether the rule fires on its `rule.seen`-th matching request. */
function fires(rule: ArmedRule, state: FaultState): boolean {
  if (rule.onNth !== undefined) return rule.seen === rule.onNth;
  if (rule.skip !== undefined && rule.seen <= rule.skip) return false;
  if (rule.count !== undefined) return rule.fired < rule.count;
  // Drawn for every matching request past `skip`, fired or not, so the sequence depends on the
  // seed and the requests only.
  if (rule.probability !== undefined) return random(state) < rule.probability;
  return true;
}

/**
 * The longest path a fault rule is matched against. Matching costs pattern x path steps per rule
 * (path-glob.ts): 50 rules of 16 wildcards against a 15,000-letter path took about 1 s of the event
 * loop every world shares (issue 39). No call of the API has a path near this long; a longer one
 * is never faulted, so a request costs at most 50 rules x 200 pattern letters x 256 steps.
 */
export const MAX_FAULT_PATH_CHARS = 256;

export function decideFaults(state: FaultState, method: string, path: string): FaultDecision {
  const decision: FaultDecision = { delayMs: 0 };
  if (path.length > MAX_FAULT_PATH_CHARS) return decision;
  for (const rule of state.rules) {
    const methodOk = !rule.method || rule.method === '*' || rule.method.toUpperCase() === method;
    if (!methodOk || !matchesPath(rule.pattern, path)) continue;
    rule.seen += 1;
    if (!fires(rule, state)) continue;
    if (rule.kind !== 'delay' && decision.fault) continue;
    rule.fired += 1;
    const delayMs = delayOf(rule, state);
    if (rule.kind === 'delay') decision.delayMs += delayMs;
    else decision.fault = { ...rule, delayMs };
  }
  return decision;
}
