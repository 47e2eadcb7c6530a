import { random } from '../random';
import { describeFaults } from '../pipeline/faults';
import { now } from '../clock';
import type { World } from '../world/state';
import type { Db } from '../db';
import type { JournalEntry } from '../pipeline/journal';
import type { RecordedAnswer } from '../services/idempotency';
import type { Scripts } from '../services/scripts/state';
import type { NetworkState } from '../pipeline/network/state';
import type { RailOutage } from '../domain/payment-rails';

export const SNAPSHOT_FORMAT = 'lottery-fake-snapshot';
export const SNAPSHOT_VERSION = 1;

export type Model = Exclude<keyof Db, symbol>;

/** A world's state as plain JSON (Maps as entry lists), what a snapshot file holds. */
export interface WorldState {
  clock: { nowMs: number; frozen: boolean };
  schedule: World['schedule'];
  counters: [string, number][];
  scenario: Record<string, unknown>;
  faults: { seed: number; rules: Record<string, unknown>[] };
  /** Network presets with their PRNG where it stands (decision 0273); absent in older files: none. */
  network?: NetworkState;
  /** Payment outages per method and rail (decision 0273); absent in older files: none. */
  paymentOutages?: RailOutage[];
  scripts: { [K in keyof Scripts]: [number | string, Record<string, unknown>][] };
  idempotency: { id: string; fingerprint: string; storedAt: number; answer: RecordedAnswer }[];
  journal: Omit<JournalEntry, 'seq'>[];
  /** Seeds of the world's two random streams (faker, faults) from the moment of the save. */
  streams: { faker: number; faults: number };
  db: Record<Model, Record<string, unknown>[]>;
}

const seedFrom = (draw: () => number) => Math.floor(draw() * 2 ** 32) >>> 0;

/**
 * Re-seeds faker from its own next value and answers the streams' states: faker's inner state
 * cannot be read, so a save starts it afresh; the fault PRNG's whole state is one number, kept as
 * it is. The world then goes on exactly as every later restore of the snapshot does (the same draws,
 * codes and fault decisions for the same calls).
 */
export function restartStreams(world: World): WorldState['streams'] {
  const streams = { faker: seedFrom(() => random(world)), faults: world.faults.rngState };
  applyStreams(world, streams);
  return streams;
}

export function applyStreams(world: World, streams: WorldState['streams']): void {
  world.faker.seed(streams.faker);
  world.faults.rngState = streams.faults >>> 0;
}

/** Plain rows: JSON drops @mswjs/data's symbol-keyed internals. */
const rowsOf = (db: Db, model: Model) =>
  JSON.parse(JSON.stringify(db[model].getAll())) as Record<string, unknown>[];

const entries = <K, V>(map: Map<K, V>) => [...map.entries()] as [K & (number | string), V][];

/** Reads everything a world remembers but its id, its token key and its snapshots. */
export async function captureWorld(
  world: World,
  streams: WorldState['streams'],
): Promise<WorldState> {
  const models = Object.keys(world.db).filter((k) => typeof k === 'string') as Model[];
  const idempotency: WorldState['idempotency'] = [];
  // A call still running under its key is waited for: its answer is what a retry must get.
  for (const [id, stored] of world.answers) {
    const answer = await stored.answer.catch(() => null);
    if (answer)
      idempotency.push({ id, fingerprint: stored.fingerprint, storedAt: stored.storedAt, answer });
  }
  const { scripts } = world;
  return {
    clock: { nowMs: now(world), frozen: world.clock.startedAt === null },
    schedule: { ...world.schedule },
    counters: entries(world.counters),
    scenario: JSON.parse(JSON.stringify(world.scenario)) as Record<string, unknown>,
    faults: JSON.parse(JSON.stringify(describeFaults(world.faults))) as WorldState['faults'],
    network: JSON.parse(JSON.stringify(world.network)) as NetworkState,
    paymentOutages: JSON.parse(JSON.stringify(world.paymentOutages)) as RailOutage[],
    scripts: {
      nextDeposit: entries(scripts.nextDeposit),
      nextPayout: entries(scripts.nextPayout),
      payments: entries(scripts.payments),
      payouts: entries(scripts.payouts),
      drawDelays: entries(scripts.drawDelays).map(([k, v]) => [k, { until: v }]),
    } as unknown as WorldState['scripts'],
    idempotency,
    journal: world.journal.list().map(({ seq: _seq, ...entry }) => entry),
    streams,
    db: Object.fromEntries(models.map((m) => [m, rowsOf(world.db, m)])) as WorldState['db'],
  };
}
