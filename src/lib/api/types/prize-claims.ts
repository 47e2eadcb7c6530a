import type { Infer } from '../contract/define';
import type { prizeClaim, prizeClaims } from '../contract/prize-claims';

/** One ticket's win in one draw that is paid by claim, not to the wallet (decision 0251). */
export type PrizeClaim = Infer<typeof prizeClaim>;

/** Where a large win's claim stands: waiting for the player, checked, or paid out. */
export type PrizeClaimState = PrizeClaim['state'];

/** GET /users/prize-claims (extension, decision 0251): the threshold and the player's claims. */
export type PrizeClaims = Infer<typeof prizeClaims>;
