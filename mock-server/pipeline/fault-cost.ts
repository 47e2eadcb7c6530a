import {
  armFaults,
  decideFaults,
  emptyFaults,
  MAX_FAULT_PATH_CHARS,
  type FaultRule,
} from './faults';
import { MAX_WILDCARDS } from './path-glob';

/**
 * The costliest fault rules the control API accepts: 50 rules (the cap), each 200 letters (the
 * cap) with 16 wildcards (the cap) that almost match, as the attack run sent them (issue 39).
 */
export function worstRules(): FaultRule[] {
  const parts = Array.from({ length: MAX_WILDCARDS }, (_, i) => (i % 2 ? ':p' : '*'));
  const path = `/${parts.join('a/')}zz`.padEnd(200, 'b');
  return Array.from({ length: 50 }, () => ({ path, kind: 'status', status: 503 }));
}

/** The paths the benchmark tries: the attack's 15,000 letters, the cap itself, and a real call. */
export const benchPaths = (): { attack: string; atCap: string; real: string } => ({
  attack: `/lottery/${'a/'.repeat(7500)}`,
  atCap: `/lottery/${'a/'.repeat((MAX_FAULT_PATH_CHARS - 9) / 2)}`.slice(0, MAX_FAULT_PATH_CHARS),
  real: '/lottery/sales/game-infos',
});

/** Milliseconds per request of deciding faults for `path` against `rules` (median of `runs`). */
export function msPerDecision(rules: FaultRule[], path: string, runs = 5): number {
  const state = emptyFaults();
  armFaults(state, 1, rules);
  const times = Array.from({ length: runs }, () => {
    const started = performance.now();
    decideFaults(state, 'GET', path);
    return performance.now() - started;
  }).sort((a, b) => a - b);
  return times[Math.floor(runs / 2)] ?? 0;
}
