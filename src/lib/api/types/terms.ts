import type { Infer } from '../contract/define';
import type { termsState } from '../contract/terms';

/**
 * Extension (docs/decisions/0179-extension-calls-terms.md): the latest terms and conditions and
 * what this player accepted. `GET /users/terms` and `PUT /users/terms { version }` answer it.
 */
export type TermsState = Infer<typeof termsState>;

/** `PUT /users/terms`: the version the player read and accepts (it must be the latest). */
export interface TermsAcceptance {
  version: string;
}
