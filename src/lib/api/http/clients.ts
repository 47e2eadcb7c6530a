import axios, { type AxiosInstance } from 'axios';
import { getRuntimeConfig } from '../../config';
import type { CallPolicy } from '../calls';

type Service = CallPolicy['service'];

const baseUrlOf = (service: Service): string => {
  const config = getRuntimeConfig();
  return service === 'cms' ? config.cmsBaseUrl : config.lotteryApiBaseUrl;
};

/**
 * Section 9: no default timeout, 200-299 is success; section 7: every request accepts JSON. The
 * fetch adapter everywhere (tests, dev, build): the build leaves the XHR one out (decision 0170).
 */
const create = (baseURL: string): AxiosInstance =>
  axios.create({
    adapter: 'fetch',
    baseURL,
    headers: { Accept: 'application/json' },
    timeout: 0,
    validateStatus: (status) => status >= 200 && status < 300,
  });

const clients = new Map<Service, AxiosInstance>();

/**
 * One axios instance per service, created on first use. The base address is read from the
 * runtime config on every call, so a config loaded (or changed by a test) later still applies.
 */
export function clientFor(service: Service): AxiosInstance {
  const baseURL = baseUrlOf(service);
  let client = clients.get(service);
  if (!client) {
    client = create(baseURL);
    clients.set(service, client);
  }
  client.defaults.baseURL = baseURL;
  return client;
}
