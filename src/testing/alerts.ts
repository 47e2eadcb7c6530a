import { ApiError } from '@/lib/api/errors';

/** A backend without the alerts extension: every alert call answers 404 (decision 0227). */
export const noAlerts = (): Promise<never> =>
  Promise.reject(new ApiError('Request failed with status code 404', 'getAlerts', 404, undefined));
