import { CALLS, type CallId } from '../calls';
import type { AnswerOf } from '../contract/answer-of';
import type { PathParamName, PathParams } from '../contract/route-of';
import { authorizerFor, endRefusedSession, renewAfterUnauthorized } from './auth';
import { request, type RequestInput, type SessionRenewal } from './request';

const renewal: SessionRenewal = { renew: renewAfterUnauthorized, refused: endRefusedSession };

/** What an adapter function sends: the values of its path's `:params`, required when the path has them. */
export type CallInput<K extends CallId> = Omit<RequestInput, 'path'> &
  ([PathParamName<K>] extends [never] ? { path?: never } : { path: PathParams<K> });

/** The input is optional exactly when the call's path has no parameters. */
export type CallArgs<K extends CallId> = [PathParamName<K>] extends [never]
  ? [input?: CallInput<K>]
  : [input: CallInput<K>];

/**
 * Every adapter function goes through here: the row of `CALLS` decides where the call goes
 * (its route, decision 0299), the service, the token handling and the error policy, so no call
 * carries its own URL or policy. The answer's type is its definition's (`AnswerOf`).
 */
export function call<K extends CallId>(id: K, ...input: CallArgs<K>): Promise<AnswerOf<K>>;
export function call(id: CallId, input?: RequestInput): Promise<unknown> {
  const { auth } = CALLS[id];
  return request(id, input, authorizerFor(auth), auth === 'required' ? renewal : undefined);
}
