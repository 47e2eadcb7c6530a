import type { AxiosRequestConfig } from 'axios';
import { CALLS, type CallId } from '../calls';
import { authorizerFor, endRefusedSession, renewAfterUnauthorized } from './auth';
import { request, type SessionRenewal } from './request';

const renewal: SessionRenewal = { renew: renewAfterUnauthorized, refused: endRefusedSession };

/**
 * Every adapter function goes through here: the row of `CALLS` decides the service, the token
 * handling and the error policy, so no call carries its own.
 */
export function call<T>(id: CallId, config: AxiosRequestConfig): Promise<T> {
  const { auth } = CALLS[id];
  return request<T>(id, config, authorizerFor(auth), auth === 'required' ? renewal : undefined);
}
