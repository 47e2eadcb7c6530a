/** The id a backend publishes with each draw for the derivation of decision 0200. */
export const DRAW_PROOF_ALGORITHM = 'sha256-commit/hmac-sha256-fisher-yates/6of29/v1';
