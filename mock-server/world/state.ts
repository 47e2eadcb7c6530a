import { Faker, base, en, faker } from '@faker-js/faker';
import type { ClockState } from '../clock';
import type { StoredAnswer } from '../domain/idempotency';
import { createKeyedDb, type Tables } from '../db-keys';
import { randomSecret } from '../domain/hmac';
import { defaultScenario, type Scenario } from '../scenario';
import { emptyFaults, type FaultState } from '../pipeline/faults';
import { Journal } from '../pipeline/journal';
import { emptyNetwork, type NetworkState } from '../pipeline/network/state';
import type { RailOutage } from '../domain/payment-rails';
import { emptyScripts, type Scripts } from '../services/scripts/state';
import type { RecordedAnswer } from '../services/idempotency';

export const DEFAULT_WORLD_ID = 'default';

/**
 * Everything the fake remembers, for one world: the default world answers today's paths, every
 * other one lives under `/w/{id}` (decision 0140). Every service and rule receives the world it
 * acts on; a request's world comes with the route handler's `Info` (decision 0184).
 */
export interface World extends Tables {
  id: string;
  /** '' for the default world, `/w/{id}` otherwise: links the fake builds keep the world. */
  prefix: string;
  counters: Map<string, number>;
  scenario: Scenario;
  clock: ClockState;
  /** `quietUntil`: until then `catchUp` has nothing to do (services/draws.ts). */
  schedule: { scheduledUntil: number; nextDrawNumber: number; quietUntil?: number };
  /** Idempotency answers, promises so a repeat arriving mid-flight waits for the first. */
  answers: Map<string, StoredAnswer<Promise<RecordedAnswer>>>;
  faker: Faker;
  journal: Journal;
  faults: FaultState;
  /** Named network presets (exam shutdowns, evening 4G, flaky), decision 0270. */
  network: NetworkState;
  /** Payment methods and rails that are down or slow now (decision 0271). */
  paymentOutages: RailOutage[];
  scripts: Scripts;
  /** Real time of the last request, for idle expiry. */
  lastUsed: number;
  /** Signs this world's tokens (not the default world's: config.ts): random, never derived from the id. */
  tokenKey: string;
}

export function createWorldState(id: string, firstDrawNumber: number): World {
  const startedAt = Date.now();
  return {
    id,
    prefix: id === DEFAULT_WORLD_ID ? '' : `/w/${id}`,
    ...createKeyedDb(),
    counters: new Map(),
    scenario: defaultScenario(),
    clock: { base: startedAt, startedAt },
    schedule: { scheduledUntil: 0, nextDrawNumber: firstDrawNumber },
    answers: new Map(),
    // The default world keeps faker's shared instance, so its seeded data stays as it was.
    faker: id === DEFAULT_WORLD_ID ? faker : new Faker({ locale: [en, base] }),
    journal: new Journal(),
    faults: emptyFaults(),
    network: emptyNetwork(),
    paymentOutages: [],
    scripts: emptyScripts(),
    lastUsed: startedAt,
    tokenKey: randomSecret(),
  };
}
