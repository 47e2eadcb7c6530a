import * as z from 'zod/mini';
import type { FieldError } from '../../src/lib/api/types';
import { DomainError } from '../domain/errors';
import { urlOf } from '../routes/request';
import type { FakeRequest } from '../routes/types';
import { body } from './respond';

type Issue = z.core.$ZodIssue;
/** A request schema: the calls' are zod/mini (src/lib/api/contract), the control API's zod. */
type Schema = z.core.$ZodType;

// The issues' messages in English whichever zod is loaded first (classic zod sets this itself).
if (!z.config().localeError) z.config(z.locales.en());

/** A field-level code in the style of the fake's other 400 answers (REQUIRED, INVALID_TYPE, …). */
function codeOf(issue: Issue): string {
  // A schema may name the code itself (`{ error: 'INVALID_CITY' }`), as the services do.
  if (/^[A-Z][A-Z_]+$/.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'REQUIRED' : 'INVALID_TYPE';
    case 'too_big':
      return issue.origin === 'string'
        ? 'TOO_LONG'
        : issue.origin === 'array'
          ? 'TOO_MANY'
          : 'TOO_BIG';
    case 'too_small':
      return issue.origin === 'string'
        ? 'TOO_SHORT'
        : issue.origin === 'array'
          ? 'TOO_FEW'
          : 'TOO_SMALL';
    case 'invalid_value':
      return 'INVALID_VALUE';
    case 'invalid_format':
      return 'INVALID_FORMAT';
    default:
      return 'INVALID';
  }
}

/**
 * Parses `value` with `schema`; a mismatch is 400 VALIDATION_FAILED with one `{ field, code }` per
 * problem (`field` is the dotted path, or `where` for the whole body or query; an unknown key of
 * a strict schema is `UNKNOWN_FIELD` under its own name) and the first problem spelt out in
 * `message`.
 */
export function parseWith<S extends Schema>(schema: S, value: unknown, where: string): z.output<S> {
  const result = z.safeParse(schema, value, { reportInput: true });
  if (result.success) return result.data;
  // An unknown key (a strict schema) comes first and is named itself: a typo such as `soldout`
  // is usually also why a required field seems missing.
  const unknown = (issue: Issue) => (issue.code === 'unrecognized_keys' ? 0 : 1);
  const issues = [...result.error.issues].sort((a, b) => unknown(a) - unknown(b)).slice(0, 20);
  const errors: FieldError[] = issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ field: [...issue.path, key].join('.'), code: 'UNKNOWN_FIELD' }))
      : [
          {
            field: issue.path.length > 0 ? issue.path.map(String).join('.') : where,
            code: codeOf(issue),
          },
        ],
  );
  const first = issues[0];
  const message =
    first?.code === 'unrecognized_keys'
      ? `Invalid ${where}: unknown field(s) ${first.keys.join(', ')}`
      : first
        ? `Invalid ${where}: ${errors[0]?.field ?? where}: ${first.message}`
        : `Invalid ${where}`;
  throw new DomainError(400, 'VALIDATION_FAILED', message, { errors });
}

/** The query string as an object (a repeated name keeps its last value). */
export const queryObject = (request: FakeRequest): Record<string, string> =>
  Object.fromEntries(urlOf(request).searchParams);

export const validQuery = <S extends Schema>(request: FakeRequest, schema: S): z.output<S> =>
  parseWith(schema, queryObject(request), 'query');

/** The JSON body (size-limited, see `body`) checked against `schema`. */
export async function validBody<S extends Schema>(
  request: FakeRequest,
  schema: S,
): Promise<z.output<S>> {
  return parseWith(schema, await body<unknown>(request), 'body');
}

export const validParams = <S extends Schema>(params: unknown, schema: S): z.output<S> =>
  parseWith(schema, params, 'path');
