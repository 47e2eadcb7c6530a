import type { AxiosRequestConfig } from 'axios';
import { CALLS, type CallId } from '../calls';
import { authorizerFor } from './auth';
import { request } from './request';

/**
 * Every adapter function goes through here: the row of `CALLS` decides the service, the token
 * handling and the error policy, so no call carries its own.
 */
export function call<T>(id: CallId, config: AxiosRequestConfig): Promise<T> {
  return request<T>(id, config, authorizerFor(CALLS[id].auth));
}
