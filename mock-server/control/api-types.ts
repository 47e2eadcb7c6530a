/**
 * The control API as a client outside the fake sees it (the QA panel, decision 0266): what it
 * sends is `z.infer` of the control schemas the fake validates with, what it reads is the type of
 * the fake's own answer. The one module of mock-server/ that qa-panel/ may import
 * (eslint.config.js): types, and the fault kinds' one list.
 */
import type { z } from 'zod';
import type { Verification } from '../pipeline/verify';
import type { drawNextDraw } from './world';
import type { describeFaults } from '../pipeline/faults';
import type { listWorlds } from '../world/registry';
import type { listSnapshots } from '../snapshots/store';
import type { networkBody } from './network-schemas';
import type { outagesBody } from './payment-outages';
import type { scenarioBody } from './schemas';
import type { verifyBody, journalCountQuery } from './verify-schemas';
import type { faultsBody, journalQuery, scriptBody } from './workbench-schemas';

export { FAULT_KINDS } from '../pipeline/faults';
export {
  OUTCOMES as DEPOSIT_OUTCOMES,
  PAYOUT_OUTCOMES,
  SOLD_OUT,
  defaultScenario,
} from '../scenario';
export { PRESET_NAMES } from '../pipeline/network/presets';
export type { Scenario } from '../scenario';
export type { InboxMessage } from '../services/inbox';
export type { JournalEntry } from '../pipeline/journal';
export type { SavedSnapshot } from '../snapshots/service';
export type { Verification };

/** `PUT /scenario`: the flags to change. */
export type ScenarioBody = z.infer<typeof scenarioBody>;
/** One `failNext` rule of the scenario. */
export type FailNextRule = NonNullable<ScenarioBody['failNext']>[number];

/** `POST /faults`: the rules to arm; `GET /faults` lists them with their counters. */
export type FaultsBody = z.infer<typeof faultsBody>;
export type FaultRule = FaultsBody['rules'][number];
export type Faults = ReturnType<typeof describeFaults>;
export type ArmedFaultRule = Faults['rules'][number];

/** `POST /players/:phone/script`. */
export type PlayerScript = z.infer<typeof scriptBody>;

/** `GET /journal`'s filter (without its time bounds, which the panel does not set). */
export type JournalFilter = Pick<z.infer<typeof journalQuery>, 'method' | 'path' | 'player'>;

/** `POST /verify` and `GET /journal/count`. */
export type VerifyBody = z.infer<typeof verifyBody>;
export type Times = NonNullable<VerifyBody['times']>;
export type RequestPattern = z.infer<typeof journalCountQuery>;
export type NearestMiss = NonNullable<Verification['nearestMisses']>[number];

/** `POST /draws/next`. */
export type DrawResult = ReturnType<typeof drawNextDraw>;

export type WorldInfo = ReturnType<typeof listWorlds>[number];
export type SnapshotInfo = ReturnType<typeof listSnapshots>[number];

/** `PUT /network` and `PUT /payment-outages`: each list replaces the world's. */
export type NetworkPreset = z.infer<typeof networkBody>['presets'][number];
export type PaymentOutage = z.infer<typeof outagesBody>['outages'][number];
