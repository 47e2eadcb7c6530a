// The prize-claims entity (extension, decision 0251): the player's large wins paid by claim,
// read by the win notice and the tickets.
export { prizeClaimKeys } from './keys';
export { findClaim, prizeClaimsQuery, usePrizeClaims } from './query';
