import { call } from './http/call';
import type { TermsState } from './types';

/**
 * Extension calls (docs/decisions/0179-extension-calls-terms.md): the latest terms and what the
 * player accepted. A 404 on the read means the backend does not offer them.
 */
export const getTerms = () => call<TermsState>('getTerms', { method: 'GET', url: '/users/terms' });

/** Accepts `version` (the latest); answers the new state. */
export const acceptTerms = (version: string) =>
  call<TermsState>('acceptTerms', { method: 'PUT', url: '/users/terms', data: { version } });
