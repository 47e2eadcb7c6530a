import type { SoldOut } from './domain/purchase';
import { liabilityCapOf, type LiabilityCap } from './domain/liability';
import type { OperatorSessionCap } from './domain/responsible-play/session-cap';

export type DepositOutcome = 'success' | 'failure' | 'error' | 'timeout' | 'cancelled';
/** What the wallet provider answers to a payout (behaviour 223). */
export type PayoutOutcome = 'success' | 'pending' | 'failure';

export interface FailRule {
  /** HTTP method, or '*' / omitted for any. */
  method?: string;
  /** Matched against the end of the request path, e.g. '/orders/cart/purchase'. */
  path: string;
  status: number;
  /** Optional error body `status`; defaults to 'FORCED_FAILURE'. */
  code?: string;
  /** Matching requests still let through before it fails; counts down as they pass. */
  skip?: number;
  /** Fails the Nth matching request only (1-based); stored as `skip: N - 1, times: 1`. */
  onNth?: number;
  /** How many matching requests fail in a row once `skip` is used up (default 1). */
  times?: number;
}

export interface Scenario {
  geoBlocked: boolean;
  depositOutcome: DepositOutcome;
  payoutOutcome: PayoutOutcome;
  soldOut: SoldOut;
  spendingLimitIqd: number | null;
  /** The liability cap per combination and draw (decision 0281); null: none. */
  liabilityCap: LiabilityCap | null;
  /** The operator's cap on every play session and its cooling-off (decision 0282); null: none. */
  sessionCap: OperatorSessionCap | null;
  latencyMs: number;
  failNext: FailRule[];
  /** One-time codes (SMS, password reset) from the world's seeded faker instead of the CSPRNG. */
  seededCodes: boolean;
}

export const defaultScenario = (): Scenario => ({
  geoBlocked: false,
  depositOutcome: 'success',
  payoutOutcome: 'success',
  soldOut: 'none',
  spendingLimitIqd: null,
  liabilityCap: null,
  sessionCap: null,
  latencyMs: 0,
  failNext: [],
  seededCodes: false,
});

/** What the scenario's rules read of a world: its scenario alone. */
export interface ScenarioHolder {
  scenario: Scenario;
}

/** The world's scenario: one world's flags never reach another. */
export const getScenario = (world: ScenarioHolder): Scenario => world.scenario;

export const OUTCOMES: DepositOutcome[] = ['success', 'failure', 'error', 'timeout', 'cancelled'];
export const SOLD_OUT = ['none', 'partial', 'all'];
export const PAYOUT_OUTCOMES: PayoutOutcome[] = ['success', 'pending', 'failure'];

/** Merges known flags; throws a message naming the first bad flag. */
export function setScenario(world: ScenarioHolder, flags: Partial<Scenario>): Scenario {
  const next = { ...world.scenario };
  if (flags.geoBlocked !== undefined) {
    if (typeof flags.geoBlocked !== 'boolean') throw new TypeError('geoBlocked must be a boolean');
    next.geoBlocked = flags.geoBlocked;
  }
  if (flags.depositOutcome !== undefined) {
    if (!OUTCOMES.includes(flags.depositOutcome))
      throw new TypeError(`depositOutcome: ${OUTCOMES.join('|')}`);
    next.depositOutcome = flags.depositOutcome;
  }
  if (flags.payoutOutcome !== undefined) {
    if (!PAYOUT_OUTCOMES.includes(flags.payoutOutcome))
      throw new TypeError(`payoutOutcome: ${PAYOUT_OUTCOMES.join('|')}`);
    next.payoutOutcome = flags.payoutOutcome;
  }
  if (flags.soldOut !== undefined) {
    next.soldOut = soldOutOf(flags.soldOut);
  }
  if (flags.spendingLimitIqd !== undefined) {
    const limit = flags.spendingLimitIqd;
    if (limit !== null && (!Number.isInteger(limit) || limit < 0)) {
      throw new TypeError('spendingLimitIqd must be a non-negative integer or null');
    }
    next.spendingLimitIqd = limit;
  }
  if (flags.liabilityCap !== undefined) next.liabilityCap = liabilityCapOf(flags.liabilityCap);
  if (flags.sessionCap !== undefined) next.sessionCap = sessionCapOf(flags.sessionCap);
  if (flags.latencyMs !== undefined) {
    if (!Number.isFinite(flags.latencyMs) || flags.latencyMs < 0)
      throw new TypeError('latencyMs must be >= 0');
    next.latencyMs = flags.latencyMs;
  }
  if (flags.seededCodes !== undefined) {
    if (typeof flags.seededCodes !== 'boolean')
      throw new TypeError('seededCodes must be a boolean');
    next.seededCodes = flags.seededCodes;
  }
  if (flags.failNext !== undefined) {
    if (!Array.isArray(flags.failNext) || !flags.failNext.every(isFailRule)) {
      throw new TypeError('failNext must be [{ method?, path, status }]');
    }
    next.failNext = flags.failNext.map(armed);
  }
  world.scenario = next;
  return next;
}

const isFailRule = (rule: unknown): rule is FailRule =>
  typeof rule === 'object' &&
  rule !== null &&
  typeof (rule as FailRule).path === 'string' &&
  Number.isInteger((rule as FailRule).status);

export function resetScenario(world: ScenarioHolder): void {
  world.scenario = defaultScenario();
}

/** `onNth` as the plain countdown it means, so `GET /scenario` shows what is left. */
function armed({ onNth, ...rule }: FailRule): FailRule {
  return onNth === undefined ? { ...rule } : { ...rule, skip: onNth - 1, times: 1 };
}

const isMinutes = (v: unknown, min: number) =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= 24 * 60;

function sessionCapOf(value: unknown): OperatorSessionCap | null {
  if (value === null) return null;
  const cap = value as Partial<OperatorSessionCap>;
  const max = cap.maxMinutes ?? null;
  if (typeof value !== 'object' || (max !== null && !isMinutes(max, 1)))
    throw new TypeError('sessionCap: { maxMinutes: 1-1440 | null, coolingOffMinutes: 0-1440 }');
  if (!isMinutes(cap.coolingOffMinutes, 0))
    throw new TypeError('sessionCap.coolingOffMinutes: 0-1440');
  return { maxMinutes: max, coolingOffMinutes: cap.coolingOffMinutes as number };
}

function soldOutOf(value: unknown): SoldOut {
  if (typeof value === 'string' && (SOLD_OUT as unknown[]).includes(value)) return value as SoldOut;
  const numbers = (value as { numbers?: unknown } | null)?.numbers;
  if (Array.isArray(numbers) && numbers.every((grid) => Array.isArray(grid) && grid.length === 6))
    return { numbers: (numbers as number[][]).map((grid) => [...grid]) };
  throw new TypeError(`soldOut: ${SOLD_OUT.join('|')} or { numbers: [[six numbers], ...] }`);
}

const matching = (rule: FailRule, method: string, pathname: string) =>
  (!rule.method || rule.method === '*' || rule.method.toUpperCase() === method.toUpperCase()) &&
  (pathname === rule.path || pathname.endsWith(rule.path));

/**
 * The rule this request fails by, if any. Each matching rule counts the request down from its
 * `skip`; the first one past it fails the request and loses one of its `times` (gone at 0).
 */
export function takeFailRule(
  world: ScenarioHolder,
  method: string,
  pathname: string,
): FailRule | undefined {
  const rules = world.scenario.failNext;
  let firing: FailRule | undefined;
  for (const rule of rules) {
    if (!matching(rule, method, pathname)) continue;
    if ((rule.skip ?? 0) > 0) rule.skip = (rule.skip ?? 0) - 1;
    else firing ??= rule;
  }
  if (!firing) return undefined;
  firing.times = (firing.times ?? 1) - 1;
  if (firing.times <= 0) rules.splice(rules.indexOf(firing), 1);
  return firing;
}
