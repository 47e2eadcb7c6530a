import { clearDb } from '../db';
import { DomainError } from '../domain/errors';
import { armFaults, type FaultRule } from '../pipeline/faults';
import { armNetwork } from '../pipeline/network/state';
import { defaultScenario, setScenario, type Scenario } from '../scenario';
import { emptyScripts, type Scripts } from '../services/scripts/state';
import { createWorldState, type World } from '../world/state';
import { applyStreams, type Model, type WorldState } from './capture';
import { now } from '../clock';
import { assertCatchUpBounded } from '../services/catch-up-bound';

const bad = (message: string) => new DomainError(400, 'VALIDATION_FAILED', message);

function applyScenario(world: World, saved: Record<string, unknown>): void {
  const known = Object.keys(defaultScenario());
  const unknown = Object.keys(saved).find((key) => !known.includes(key));
  if (unknown) throw bad(`state.scenario.${unknown} is not a scenario flag`);
  world.scenario = defaultScenario();
  try {
    setScenario(world, saved as Partial<Scenario>);
  } catch (error) {
    throw bad(`state.scenario: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A model's create, with a row of the file (the db checks it). */
type CreateRow = (values: unknown) => Record<string, unknown>;

/** Puts each row in; @mswjs/data drops a field it does not know, so that is named here instead. */
function applyRows(world: World, db: WorldState['db']): void {
  clearDb(world);
  for (const [model, rows] of Object.entries(db) as [Model, Record<string, unknown>[]][]) {
    rows.forEach((row, index) => {
      let created: Record<string, unknown>;
      try {
        created = (world.db[model].create as unknown as CreateRow)(row);
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        throw bad(`state.db.${model}[${index}]: ${why}`);
      }
      const unknown = Object.keys(row).find((field) => !(field in created));
      if (unknown) throw bad(`state.db.${model}[${index}].${unknown} is not a field of ${model}`);
    });
  }
}

function applyScripts(world: World, saved: WorldState['scripts']): void {
  const scripts: Scripts = emptyScripts();
  const into = <V>(map: Map<unknown, V>, list: [number | string, unknown][]) =>
    list.forEach(([key, value]) => map.set(key, value as V));
  into(scripts.nextDeposit as Map<unknown, unknown>, saved.nextDeposit);
  into(scripts.nextPayout as Map<unknown, unknown>, saved.nextPayout);
  into(scripts.payments as Map<unknown, unknown>, saved.payments);
  into(scripts.payouts as Map<unknown, unknown>, saved.payouts);
  for (const [drawId, { until }] of saved.drawDelays)
    scripts.drawDelays.set(Number(drawId), Number(until));
  world.scripts = scripts;
}

/**
 * A saved journal entry as `Journal.add` takes it: it masks and cuts again (a no-op on what it
 * masked and cut before) and reads an http request body as the text that was sent.
 */
function journalEntry(saved: WorldState['journal'][number]): WorldState['journal'][number] {
  if (saved.kind !== 'http') return saved;
  const sent = saved.requestBody;
  const text =
    sent === null || sent === undefined
      ? ''
      : typeof sent === 'string'
        ? sent
        : JSON.stringify(sent);
  return { ...saved, requestBody: text };
}

/**
 * Makes `world` what the snapshot says: rows, counters, clock, schedule, scenario, faults (with
 * how often each fired), network presets, payment outages, scripts, idempotency answers, journal and random streams. Built in a
 * scratch world and then moved over, so a snapshot the db refuses leaves the world as it was.
 * The world keeps its id and its token key: tokens issued elsewhere are not valid in it.
 */
export function applyWorldState(world: World, state: WorldState): void {
  const next = buildWorld(state);
  const { db, keys, counters, schedule, scenario, clock, faults, scripts, answers, journal } = next;
  const { network, paymentOutages } = next;
  Object.assign(world, {
    network,
    paymentOutages,
    db,
    keys,
    counters,
    schedule,
    scenario,
    clock,
    faults,
    scripts,
    answers,
    journal,
  });
  applyStreams(world, state.streams);
}

/** A scratch world holding the snapshot's state (throws 400 naming what the db refuses). */
export function buildWorld(state: WorldState): World {
  const next = createWorldState('snapshot-scratch', 0);
  applyRows(next, state.db);
  next.counters = new Map(state.counters);
  next.schedule = { ...state.schedule };
  applyScenario(next, state.scenario);
  next.clock = state.clock.frozen
    ? { base: state.clock.nowMs, startedAt: null }
    : { base: state.clock.nowMs, startedAt: Date.now() };
  const rules = state.faults.rules as unknown as FaultRule[];
  armFaults(next.faults, state.faults.seed, rules);
  // Counters a rule keeps (how often it fired) come back as saved.
  next.faults.rules.forEach((rule, i) => Object.assign(rule, rules[i], { pattern: rule.pattern }));
  applyScripts(next, state.scripts);
  // Presets and outages as saved, the presets' PRNG where it stood (a file without them: none).
  if (state.network) {
    armNetwork(next.network, state.network.seed, state.network.presets);
    next.network.rngState = state.network.rngState >>> 0;
  }
  next.paymentOutages = (state.paymentOutages ?? []).map((outage) => ({ ...outage }));
  next.answers = new Map(
    state.idempotency.map(({ id, fingerprint, storedAt, answer }) => [
      id,
      { fingerprint, storedAt, answer: Promise.resolve(answer), chars: answer.body.length },
    ]),
  );
  for (const entry of state.journal) next.journal.add(journalEntry(entry));
  // A clock, schedule and draws that would need an endless catch-up are refused here, at import
  // and at restore, before the world's next call runs it on the shared event loop (issue 39).
  assertCatchUpBounded(next, now(next), 'state.clock.nowMs');
  return next;
}
