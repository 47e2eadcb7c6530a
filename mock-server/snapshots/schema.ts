import { z } from 'zod';
import { CLOCK_RANGE } from '../control/schemas';
import { faultsBody } from '../control/workbench-schemas';
import { networkBody } from '../control/network-schemas';
import { outagesBody } from '../control/payment-outages';
import { dbSchema } from './rows';
import { SNAPSHOT_FORMAT, SNAPSHOT_VERSION, type WorldState } from './capture';

/** What an imported snapshot file may hold: strict, so a hand-edited typo is named, not ignored. */
const uint32 = z
  .number()
  .int()
  .min(0)
  .max(2 ** 32 - 1);
/** A moment a world keeps: 0 (never) up to the end of the clock's range (2000-2099). */
const ms = z.number().int().min(0).max(CLOCK_RANGE.to);
/** The clock itself: the range resets and new worlds accept (issue 39: 8.64e15 froze the fake). */
const clockMs = z
  .number()
  .int()
  .min(CLOCK_RANGE.from)
  .max(CLOCK_RANGE.to - 1);
const key = z.union([z.number().int(), z.string().max(200)]);
const plain = z.record(z.string().max(64), z.unknown());
const pairs = z.array(z.tuple([key, plain])).max(10_000);

const faultRule = faultsBody.shape.rules.element.extend({
  // The counters a rule keeps: how many matching calls it saw and how often it fired.
  seen: z.number().int().min(0),
  fired: z.number().int().min(0),
});

export const snapshotNameField = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'a name is 1 to 64 letters, digits, _ . or -');

const stateSchema = z.strictObject({
  clock: z.strictObject({ nowMs: clockMs, frozen: z.boolean() }),
  schedule: z.strictObject({
    scheduledUntil: ms,
    nextDrawNumber: z.number().int().min(0).max(1e9),
    quietUntil: ms.optional(),
  }),
  counters: z.array(z.tuple([z.string().max(64), z.number().int().min(0)])).max(100),
  scenario: plain,
  faults: z.strictObject({ seed: uint32, rules: z.array(faultRule).max(50) }),
  // The same checks as PUT /network and PUT /payment-outages; optional: files saved before had none.
  network: z
    .strictObject({ seed: uint32, rngState: uint32, presets: networkBody.shape.presets })
    .optional(),
  paymentOutages: outagesBody.shape.outages.optional(),
  scripts: z.strictObject({
    nextDeposit: pairs,
    nextPayout: pairs,
    payments: pairs,
    payouts: pairs,
    drawDelays: z.array(z.tuple([key, z.strictObject({ until: ms })])).max(10_000),
  }),
  idempotency: z
    .array(
      z.strictObject({
        id: z.string().max(400),
        fingerprint: z.string().max(2_000),
        storedAt: ms,
        answer: z.strictObject({
          status: z.number().int().min(100).max(599),
          headers: z.array(z.tuple([z.string().max(200), z.string().max(2_000)])).max(50),
          body: z.string(),
        }),
      }),
    )
    .max(10_000),
  journal: z.array(plain).max(500),
  streams: z.strictObject({ faker: uint32, faults: uint32 }),
  db: dbSchema,
});

/** A snapshot file, as `GET /__control/snapshots/{name}` answers it and `PUT` takes it. */
export const snapshotSchema = z.strictObject({
  format: z.literal(SNAPSHOT_FORMAT),
  version: z.literal(SNAPSHOT_VERSION),
  name: snapshotNameField,
  savedAt: z.string().max(40),
  /** The world it was saved in (informative: it can be imported into any world). */
  world: z.string().max(64),
  state: stateSchema,
});

/** A checked file: its state as the fake reads it (the schema checks it; the db checks the rows). */
export type SnapshotFile = Omit<z.infer<typeof snapshotSchema>, 'state'> & { state: WorldState };

export const saveSnapshotBody = z.strictObject({ name: snapshotNameField });
export const snapshotNameParams = z.looseObject({ name: snapshotNameField });
