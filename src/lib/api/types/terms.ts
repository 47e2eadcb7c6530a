import type { ServerDateTime } from './common';

/**
 * Extension (docs/decisions/0179-extension-calls-terms.md): the latest terms and conditions and
 * what this player accepted. `GET /users/terms` and `PUT /users/terms { version }` answer it.
 */
export interface TermsState {
  /** The version a purchase needs, e.g. `2026-09`. */
  latestVersion: string;
  /** `yyyy-MM-dd`: the day the latest version took effect. */
  latestEffectiveFrom: string;
  /** The newest version this player accepted; null when none. */
  acceptedVersion: string | null;
  /** When that version was accepted; null when none. */
  acceptedAt: ServerDateTime | null;
  /** acceptedVersion is the latest version: purchases are allowed as far as terms go. */
  latestAccepted: boolean;
}

/** `PUT /users/terms`: the version the player read and accepts (it must be the latest). */
export interface TermsAcceptance {
  version: string;
}
