/**
 * A chaos run: `E2E_CHAOS_SEED=7 npx playwright test` arms these faults in the worker's world
 * before every test (same seed, same faults), so the report shows which journeys survive a
 * flaky backend. Reads fail now and then, every call may be late; money calls are left alone.
 */
export const CHAOS_SEED = process.env.E2E_CHAOS_SEED;

export const CHAOS_RULES = [
  { method: 'GET', path: '/lottery/*', kind: 'status', status: 503, probability: 0.1 },
  { method: 'GET', path: '/cms/api/*', kind: 'status', status: 500, probability: 0.1 },
  { path: '*', kind: 'delay', probability: 0.3, delayMs: 100, maxDelayMs: 1500 },
];
