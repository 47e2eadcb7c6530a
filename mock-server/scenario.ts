import type { SoldOut } from './domain/purchase';
import type { World } from './world/state';

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
}

export interface Scenario {
  geoBlocked: boolean;
  depositOutcome: DepositOutcome;
  payoutOutcome: PayoutOutcome;
  soldOut: SoldOut;
  spendingLimitIqd: number | null;
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
  latencyMs: 0,
  failNext: [],
  seededCodes: false,
});

/** The world's scenario: one world's flags never reach another. */
export const getScenario = (world: World): Scenario => world.scenario;

const OUTCOMES: DepositOutcome[] = ['success', 'failure', 'error', 'timeout', 'cancelled'];
const SOLD_OUT: SoldOut[] = ['none', 'partial', 'all'];
const PAYOUT_OUTCOMES: PayoutOutcome[] = ['success', 'pending', 'failure'];

/** Merges known flags; throws a message naming the first bad flag. */
export function setScenario(world: World, flags: Partial<Scenario>): Scenario {
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
    if (!SOLD_OUT.includes(flags.soldOut)) throw new TypeError(`soldOut: ${SOLD_OUT.join('|')}`);
    next.soldOut = flags.soldOut;
  }
  if (flags.spendingLimitIqd !== undefined) {
    const limit = flags.spendingLimitIqd;
    if (limit !== null && (!Number.isInteger(limit) || limit < 0)) {
      throw new TypeError('spendingLimitIqd must be a non-negative integer or null');
    }
    next.spendingLimitIqd = limit;
  }
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
    next.failNext = flags.failNext.map((rule) => ({ ...rule }));
  }
  world.scenario = next;
  return next;
}

const isFailRule = (rule: unknown): rule is FailRule =>
  typeof rule === 'object' &&
  rule !== null &&
  typeof (rule as FailRule).path === 'string' &&
  Number.isInteger((rule as FailRule).status);

export function resetScenario(world: World): void {
  world.scenario = defaultScenario();
}

/** Removes and returns the first rule matching this request, so it fails once. */
export function takeFailRule(world: World, method: string, pathname: string): FailRule | undefined {
  const scenario = world.scenario;
  const index = scenario.failNext.findIndex(
    (rule) =>
      (!rule.method || rule.method === '*' || rule.method.toUpperCase() === method.toUpperCase()) &&
      (pathname === rule.path || pathname.endsWith(rule.path)),
  );
  if (index < 0) return undefined;
  const [rule] = scenario.failNext.splice(index, 1);
  return rule;
}
