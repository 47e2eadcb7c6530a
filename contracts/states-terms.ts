/**
 * Provider states of the terms extension (provider lottery-api-extensions, decision 0179), in
 * plain English for the backend team. The fake implements each one in
 * mock-server/control/provider-states-terms.ts. Each answers the player's `securityToken` like the
 * lottery API's states (contracts/states.ts), plus the versions listed in `TERMS_INJECTED`.
 */
export const TERMS_STATES = {
  newTermsNotAccepted: 'a verified player who accepted older terms than the latest',
  latestTermsAccepted: 'a verified player who accepted the latest terms',
} as const;

export type TermsStateName = (typeof TERMS_STATES)[keyof typeof TERMS_STATES];

/**
 * The versions a terms state answers, which the pact injects into the requests: a backend names
 * its own versions. `acceptedTermsVersion` is older than the latest in `newTermsNotAccepted`.
 */
export const TERMS_INJECTED = {
  latestTermsVersion: 'latestTermsVersion',
  acceptedTermsVersion: 'acceptedTermsVersion',
} as const;
