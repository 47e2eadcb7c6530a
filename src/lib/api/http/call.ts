import axios, { type AxiosRequestConfig } from 'axios';
import { getRuntimeConfig } from '../../config';
import { CALLS, type CallId } from '../calls';

// PLACEHOLDER until the http layer lands: no token lifecycle, no error policy.
export async function call<T>(id: CallId, config: AxiosRequestConfig): Promise<T> {
  const policy = CALLS[id];
  const runtime = getRuntimeConfig();
  const baseURL = policy.service === 'cms' ? runtime.cmsBaseUrl : runtime.lotteryApiBaseUrl;
  const response = await axios.request<T>({ ...config, baseURL, headers: { Accept: 'application/json' } });
  return response.data;
}
