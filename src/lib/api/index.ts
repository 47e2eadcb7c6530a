export { api, setAdapter, resetAdapter, httpAdapter, type Adapter } from './adapter';
export * from './types';
export type { Page } from './account';
export { newIdempotencyKey } from './http/idempotency';
