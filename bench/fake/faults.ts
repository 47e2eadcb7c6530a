/**
 * `npm run bench:faults`: the cost of fault matching per request with the costliest rules the
 * control API takes (50 rules of 200 letters and 16 wildcards), for the attack's 15,000-letter
 * path, a path at the cap (MAX_FAULT_PATH_CHARS) and a real call. Exits 1 when a request costs
 * more than the bound.
 */
import { benchPaths, msPerDecision, worstRules } from '../../mock-server/pipeline/fault-cost';
import { MAX_FAULT_PATH_CHARS } from '../../mock-server/pipeline/faults';

/** The bound: what one request's fault matching may cost on the one event loop. */
export const FAULT_BOUND_MS = 50;

const rules = worstRules();
let worst = 0;
for (const [name, path] of Object.entries(benchPaths())) {
  const ms = msPerDecision(rules, path, 9);
  worst = Math.max(worst, ms);
  console.log(
    `${name.padEnd(7)} path of ${String(path.length).padStart(5)} letters: ${ms.toFixed(2)} ms per request`,
  );
}
console.log(
  `\nworst ${worst.toFixed(2)} ms per request with 50 rules x 16 wildcards (bound ${FAULT_BOUND_MS} ms; paths over ${MAX_FAULT_PATH_CHARS} letters are never faulted)`,
);
if (worst > FAULT_BOUND_MS) process.exit(1);
