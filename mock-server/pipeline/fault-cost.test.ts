import { describe, expect, it } from 'vitest';
import { CLOCK_START, useFake } from '../testing/fake';
import { controlIn, inWorld, newWorld } from '../testing/worlds';
import { benchPaths, worstRules } from './fault-cost';
import { armFaults, decideFaults, emptyFaults, MAX_FAULT_PATH_CHARS } from './faults';

useFake();

describe('fault matching has a bounded cost per request (issue 39)', () => {
  it('never matches a path over the cap, so no rule is even consulted', () => {
    const state = emptyFaults();
    armFaults(state, 1, [{ path: '/lottery/*', kind: 'status', status: 503 }]);
    const long = `/lottery/${'a'.repeat(MAX_FAULT_PATH_CHARS)}`;
    expect(decideFaults(state, 'GET', long).fault).toBeUndefined();
    expect(state.rules[0]?.seen).toBe(0);
    expect(decideFaults(state, 'GET', '/lottery/sales/game-infos').fault?.status).toBe(503);
  });

  it("the attack's rules and paths in one world do not hold up another world's call", async () => {
    const attacked = await newWorld(CLOCK_START);
    const other = await newWorld(CLOCK_START);
    const armed = await controlIn(attacked, '/faults', {
      method: 'POST',
      body: { seed: 1, rules: worstRules() },
    });
    expect(armed.status).toBe(200);
    const started = performance.now();
    const attack = Array.from({ length: 8 }, () =>
      inWorld(attacked, benchPaths().attack.replace(/^\/lottery/, '')),
    );
    const answer = await inWorld(other, '/sales/game-infos');
    await Promise.all(attack);
    expect(answer.status).toBe(200);
    // Before the cap: about 0.65 s of matching per attack request, 5 s for the eight.
    expect(performance.now() - started).toBeLessThan(2500);
  });
});
