import { expect } from 'vitest';
import { ANSWERS, type CheckedCall } from '../../src/lib/api/schemas/answers';
import { call, type CallOptions } from './fake';

/** The calls answers.test.ts has read, for its last test: every checked call was read. */
export const checked: CheckedCall[] = [];

/** Calls the fake and parses its answer with the app's schema: no drift (decision 0176). */
export async function expectReadable<T>(id: CheckedCall, path: string, options: CallOptions = {}) {
  const { status, body } = await call<T>(path, options);
  expect(status, `${id} ${path}`).toBe(id === 'createSubscription' ? 201 : 200);
  const parsed = ANSWERS[id].safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues, `${id} ${path}`).toEqual([]);
  checked.push(id);
  return body;
}
