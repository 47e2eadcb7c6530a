import { UI_LANGUAGES } from '../types/languages';
import * as z from 'zod/mini';

/**
 * Building blocks of the calls' request schemas (decision 0298). They check shape, type and size;
 * the rules with their own answer codes (phone format, password strength, amount limits, ticket
 * grids) stay the backend's, so those answers are unchanged. Objects are loose: a field a schema
 * does not name passes through to the service (the 64 KiB body limit bounds it). A message in
 * capitals (`{ error: 'INVALID_CITY' }`) is the field's refusal code in the fake's 400 answer.
 */

/** Names, codes, wallet numbers: a string of at most `max` characters. */
export const upTo = (max = 100) => z.string().check(z.maxLength(max));
/** Passwords and codes sent in query strings. */
export const secret = upTo(128);
/** Tokens (a JWT is a few hundred characters). */
export const token = upTo(4096);

/** A query-string integer: digits only, then range-checked. */
export const intParam = (min: number, max: number) =>
  z.pipe(
    z.pipe(z.string().check(z.regex(/^-?\d{1,16}$/, 'expected an integer')), z.transform(Number)),
    z.number().check(z.int(), z.gte(min), z.lte(max)),
  );

/** A page offset and size of the list calls. */
export const pageQuery = {
  from: z.optional(intParam(0, 1_000_000)),
  quantity: z.optional(intParam(1, 1000)),
};

/** `yyyy-MM-dd` (the service checks it is a real date). */
export const dateParam = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected yyyy-MM-dd'));

/** A JSON number that is finite (the service checks sign, integer and limits with its own codes). */
export const amount = z.number();

/** A numeric id in the path. */
export const idParam = z.pipe(
  z.string().check(z.regex(/^\d{1,12}$/, 'expected a positive integer id')),
  z.transform(Number),
);

/** The fixed lists, failing with the codes the services answer for them. */
export const gender = z.enum(['MALE', 'FEMALE'], { error: 'INVALID_GENDER' });
export const language = z.enum(UI_LANGUAGES, { error: 'INVALID_LANGUAGE' });

/** JSON true or false. */
export const flag = z.boolean();

/** A closed list whose other values the backend refuses with INVALID. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'INVALID' });

/**
 * A field every caller must send: required in the OpenAPI documents, optional in the check so
 * that its absence reaches the service, which answers it with its own code as the spec's backend
 * does (login without a password is INVALID_CREDENTIALS, not a 400).
 */
export const asked = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(schema).check(z.meta({ 'x-required': true }));

/** Payment ids the fake hands out: letters, digits, `-` and `_` (also the card page's path). */
export const paymentIdParams = z.looseObject({
  paymentId: z
    .string()
    .check(z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/, 'expected a payment id')),
});

/** An order in the path (the cart's, and the control API's void of a bought one). */
export const orderParams = z.looseObject({ orderId: idParam });

/** The player's password in the query, to confirm a grave step (self-block, self-exclusion). */
export const passwordQuery = z.looseObject({ password: asked(secret) });
