import { call } from './http/call';

/**
 * Extension calls (docs/decisions/0179-extension-calls-terms.md): the latest terms and what the
 * player accepted. A 404 on the read means the backend does not offer them.
 */
export const getTerms = () => call('getTerms');

/** Accepts `version` (the latest); answers the new state. */
export const acceptTerms = (version: string) => call('acceptTerms', { data: { version } });
