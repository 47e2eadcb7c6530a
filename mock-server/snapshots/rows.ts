import { z } from 'zod';
import { BOOKING_TYPES } from '../../src/lib/api/types/wallet';
import { CLOCK_RANGE } from '../control/schemas';
import { MODEL_DEFINITIONS } from '../db';
import type { Model } from './capture';

/**
 * One strict schema per db model, read from the model definitions (db.ts) and tightened per
 * field: @mswjs/data stores whatever it is given, so a snapshot with a balance of "NaN" paid a
 * 2,000 IQD withdrawal and left the saldo "NaN-2000" (issue 39). Unknown fields, `__proto__` and
 * `constructor` included, are refused by name.
 */

/** The largest amount of money any pot or booking may hold (a trillion IQD). */
export const MAX_IQD = 1e12;
const iqd = z.number().int().min(0).max(MAX_IQD);
const signedIqd = z.number().int().min(-MAX_IQD).max(MAX_IQD);
/** A moment: 0 (never) or before 2100, the clock's range. */
const moment = z.number().int().min(0).max(CLOCK_RANGE.to);
const drawMoment = z.number().int().min(CLOCK_RANGE.from).max(CLOCK_RANGE.to);
const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const oneOf = (...values: string[]) => z.enum(values as [string, ...string[]]);
const jsonText = z
  .string()
  .max(1_000_000)
  .refine((text) => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return text === '';
    }
  }, 'not JSON');

const POTS = ['payable', 'nonPayable', 'saldo', 'jackpot', 'cost', 'paidFromBalance', 'refunded'];
const MORE_POTS = ['stake', 'winAmount'];
const SIGNED = ['amount', 'payableDelta', 'nonPayableDelta', 'price'];
const MOMENTS =
  /^(bookingDate|expiry|committedAt|drawnAt|created|purchasedAt|createdAt|sentAt|startedAt|termsAcceptedAt|smsLockedUntil|smsSentAt|securityCodeExpires|resetLockedUntil|resetWindowStart)$/;

/** Fields whose values are a known set (as the services write them). */
const KNOWN: Partial<Record<Model, Record<string, z.ZodType>>> = {
  player: { state: oneOf('UNVERIFIED', 'VERIFIED', 'SUSPENDED', 'CLOSED') },
  booking: {
    bookingType: oneOf(...BOOKING_TYPES),
    state: oneOf('', 'PENDING', 'FAILED', 'SUCCESSFUL'),
  },
  voucherCode: { kind: oneOf('cart', 'credit'), amount: iqd },
  voucher: { state: oneOf('ACTIVE', 'USED'), amount: iqd },
  draw: { method: oneOf('', 'seed', 'manual'), drawTime: drawMoment, stopSellTime: drawMoment },
  order: { state: oneOf('CART', 'PURCHASED', 'DELETED', 'CANCELLED') },
  ticket: { state: oneOf('OPEN', 'LOST', 'WON_FINALIZED', 'CANCELLED') },
  payment: { status: oneOf('PENDING', 'FAILED', 'SUCCESSFUL'), amount: iqd },
  inbox: { kind: oneOf('sms-code', 'security-code', 'email-link', 'alert', 'sms-text') },
};

const NUMBER_LISTS = /^(winningNumbers|derivedNumbers|drawIds|settledDrawIds|numbers)$/;

// @mswjs/data does not export its property classes: they are told apart by their getter's name.
const primaryKeyOf = (d: unknown): unknown =>
  typeof d === 'object' && d !== null && 'getPrimaryKeyValue' in d ? d.getPrimaryKeyValue : null;
const nullableOf = (d: unknown): unknown =>
  typeof d === 'object' && d !== null && 'getValue' in d ? d.getValue : null;

/** The schema of one field from its definition (String, Number, Boolean, nullable, a list). */
function fieldSchema(model: Model, name: string, definition: unknown): z.ZodType {
  const known = KNOWN[model]?.[name];
  if (known) return known;
  const key = primaryKeyOf(definition);
  if (key) return key === String ? z.string().min(1).max(400) : count;
  const nullable = nullableOf(definition);
  if (nullable) return fieldSchema(model, name, nullable).nullable();
  if (definition === Boolean) return z.boolean();
  if (definition === String) return /json$/i.test(name) ? jsonText : z.string().max(10_000);
  if (definition === Number) {
    if (POTS.includes(name) || MORE_POTS.includes(name)) return iqd;
    if (SIGNED.includes(name)) return signedIqd;
    if (MOMENTS.test(name)) return moment;
    return count;
  }
  // A list getter (`() => []`): numbers, or the ticket type names of a voucher.
  return NUMBER_LISTS.test(name)
    ? z.array(count).max(10_000)
    : z.array(z.string().max(64)).max(100);
}

const rowSchema = (model: Model) =>
  z.strictObject(
    Object.fromEntries(
      Object.entries(MODEL_DEFINITIONS[model]).map(([name, definition]) => {
        const field = fieldSchema(model, name, definition);
        return [name, primaryKeyOf(definition) ? field : field.optional()];
      }),
    ),
  );

/** The rows of every model: at most 100,000 each, each row checked field by field. */
export const dbSchema = z.strictObject(
  Object.fromEntries(
    (Object.keys(MODEL_DEFINITIONS) as Model[]).map((model) => [
      model,
      z.array(rowSchema(model)).max(100_000),
    ]),
  ) as Record<Model, z.ZodArray<ReturnType<typeof rowSchema>>>,
);
