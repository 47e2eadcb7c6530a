import { z } from 'zod';

/**
 * Building blocks of the request schemas. The schemas check shape, type and size; the rules with
 * their own answer codes (phone format, password strength, amount limits, ticket grids) stay in
 * the services, so those answers are unchanged. Objects are loose: a field the schema does not
 * name passes through to the service as before (the 64 KiB body limit bounds it).
 */

/** Names, codes, wallet numbers. */
export const text = (max = 100) => z.string().max(max);
/** Passwords and codes sent in query strings. */
export const secret = text(128);
/** Tokens (a JWT is a few hundred characters). */
export const token = text(4096);

/** A query-string integer: digits only, then range-checked. */
export const intParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,16}$/, 'expected an integer')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** A page offset and size of the list calls. */
export const pageQuery = {
  from: intParam(0, 1_000_000).optional(),
  quantity: intParam(1, 1000).optional(),
};

/** `yyyy-MM-dd` (the service checks it is a real date). */
export const dateParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected yyyy-MM-dd');

/** A JSON number that is finite (the service checks sign, integer and limits with its own codes). */
export const amount = z.number();

/** A numeric id in the path. */
export const idParam = z
  .string()
  .regex(/^\d{1,12}$/, 'expected a positive integer id')
  .transform(Number);

/** The fixed lists, failing with the codes the services answer for them. */
export const gender = z.enum(['MALE', 'FEMALE'], { error: 'INVALID_GENDER' });
export const language = z.enum(['ar', 'en', 'ku'], { error: 'INVALID_LANGUAGE' });

/** JSON true or false. */
export const flag = z.boolean();

/**
 * A field every caller must send: required in the OpenAPI documents, optional here so that its
 * absence reaches the service, which answers it with its own code as the spec's backend does
 * (login without a password is INVALID_CREDENTIALS, not a 400).
 */
export const asked = <T extends z.ZodType>(schema: T) =>
  schema.optional().meta({ 'x-required': true });
