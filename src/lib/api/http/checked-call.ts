import type { CallId } from '../calls';
import type { AnswerTypes, CheckedCall } from '../schemas/answers';
import { call, type CallArgs } from './call';
import type { RequestInput } from './request';

/** `call` by its implementation's signature: `checkedCall`'s own overload checks the input. */
const send = call as (id: CallId, input?: RequestInput) => Promise<unknown>;

/**
 * A money or ticket call whose answer is parsed with its schema before anyone reads it. The
 * schemas (and zod) load in their own chunk, in parallel with the request, so the start route
 * does not carry them (decision 0176).
 */
export function checkedCall<K extends CheckedCall>(
  id: K,
  ...input: CallArgs<K>
): Promise<AnswerTypes[K]>;
export function checkedCall(id: CheckedCall, input?: RequestInput): Promise<unknown> {
  return Promise.all([send(id, input), import('../schemas/check-answer')]).then(
    ([answer, { checkAnswer }]) => checkAnswer(id, answer),
  );
}
