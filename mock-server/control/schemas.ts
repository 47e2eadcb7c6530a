import { z } from 'zod';
import { text } from './fields';
import { onNthAlone, sequenceFields } from './sequence-schemas';

/**
 * Request schemas of the QA control API. Strict objects: an unknown key (a typo such as `soldout`)
 * answers 400 naming it instead of being ignored; the services (setScenario, createPlayer, the
 * provider states) check the meaning of each flag.
 */
const MAX_MS = 10 * 365 * 86_400_000;

/** The years a world's clock may start in: the seeded draws, tokens and dates hold there. */
export const CLOCK_RANGE = { from: Date.UTC(2000, 0, 1), to: Date.UTC(2100, 0, 1) };

/**
 * An ISO date or epoch milliseconds between 2000 and 2100. Outside it a world was left broken:
 * `"1500"` (the year 1500) seeded a world with no players, 8.64e15 made game-infos answer 500.
 */
export const clockStartField = z.union([text(40), z.number().int()]).refine((value) => {
  const at = new Date(value).getTime();
  return Number.isFinite(at) && at >= CLOCK_RANGE.from && at < CLOCK_RANGE.to;
}, 'clockStart must be a date from 2000 to 2099');

export const resetBody = z.strictObject({
  clockStart: clockStartField.optional(),
});

const failRule = z
  .strictObject({
    method: text(10).optional(),
    path: text(200),
    status: z.number().int().min(100).max(599),
    code: text(64).optional(),
    ...sequenceFields,
    times: z.number().int().min(1).max(10_000).optional(),
  })
  .refine(...onNthAlone('times'));

/** Sold out by name (`none|partial|all`) or by the grids chosen: `{ numbers: [[1,2,3,4,5,6]] }`. */
const soldOutField = z.union([
  text(16),
  z.strictObject({
    numbers: z
      .array(z.array(z.number().int().min(1).max(29)).length(6))
      .min(1)
      .max(50),
  }),
]);

export const scenarioBody = z.strictObject({
  geoBlocked: z.boolean().optional(),
  depositOutcome: text(16).optional(),
  payoutOutcome: text(16).optional(),
  soldOut: soldOutField.optional(),
  spendingLimitIqd: z.number().int().min(0).max(1e12).nullable().optional(),
  liabilityCap: z
    .strictObject({
      capIqd: z.number().int().min(0).max(1e15),
      soldLines: z
        .array(
          z.strictObject({
            numbers: z.array(z.number().int()).length(6),
            lines: z.number().int().min(0).max(1e6),
          }),
        )
        .max(100)
        .optional(),
    })
    .nullable()
    .optional(),
  sessionCap: z
    .strictObject({
      maxMinutes: z.number().int().min(1).max(1440).nullable(),
      coolingOffMinutes: z.number().int().min(0).max(1440),
    })
    .nullable()
    .optional(),
  latencyMs: z.number().min(0).max(60_000).optional(),
  seededCodes: z.boolean().optional(),
  failNext: z.array(failRule).max(50).optional(),
});

export const createPlayerBody = z.strictObject({
  phone: text(32),
  password: text(128),
  state: text(16).optional(),
  balance: z.number().int().min(0).max(1e12).optional(),
  withdrawable: z.number().int().min(0).max(1e12).optional(),
  termsAccepted: z.boolean().optional(),
  firstName: text().optional(),
  lastName: text().optional(),
  email: text(254).nullable().optional(),
  city: text(32).optional(),
  gender: text(16).optional(),
  dateOfBirth: text(32).optional(),
  preferredLanguage: text(8).optional(),
  temporaryPassword: z.boolean().optional(),
  at: z.number().int().min(0).max(8.64e15).optional(),
});

export const inboxQuery = z.strictObject({
  phone: text(32).optional(),
  email: text(254).optional(),
});

export const nextDrawBody = z.strictObject({
  winningNumbers: z.array(z.number().int().min(1).max(29)).length(6).optional(),
});

/** POST /__control/payments/:paymentId: the provider's outcome (the service names the values). */
export const providerOutcomeBody = z.strictObject({ outcome: text(16) });

export const clockBody = z.strictObject({ advanceMs: z.number().int().min(0).max(MAX_MS) });

export const stateBody = z.strictObject({
  state: text(200),
  params: z.record(z.string().max(64), z.unknown()).optional(),
  /** Pact's provider-state protocol: verifiers may call again after the interaction to tear down. */
  action: z.enum(['setup', 'teardown']).optional(),
});

/** `/__control/players/:phone/responsible-play`. */
export const playerPhoneParams = z.strictObject({ phone: text(32) });

export const responsiblePlayBody = z.strictObject({
  limits: z
    .array(
      z.strictObject({
        kind: text(16),
        period: text(16),
        amount: z.number().nullable(),
      }),
    )
    .max(12)
    .optional(),
  timeOutUntil: text(40).nullable().optional(),
  selfExcluded: z.boolean().optional(),
  realityCheckMinutes: z.number().optional(),
});

/** POST /__control/orders/:orderId/void (decision 0280): why the operator voids the order. */
export const voidOrderBody = z.strictObject({ reason: text(120).optional() });
