import type { CallId } from '../calls';
import type { AnswerTypes, CheckedCall } from '../schemas/answers';
import { call, type CallArgs } from './call';

/**
 * A money or ticket call whose answer is parsed with its schema before anyone reads it. The
 * schemas (and zod) load in their own chunk, in parallel with the request, so the start route
 * does not carry them (decision 0176).
 */
export const checkedCall = <K extends CheckedCall & CallId>(
  id: K,
  ...input: CallArgs<K>
): Promise<AnswerTypes[K]> =>
  Promise.all([call(id, ...input), import('../schemas/check-answer')]).then(
    ([answer, { checkAnswer }]) => checkAnswer(id, answer),
  );
