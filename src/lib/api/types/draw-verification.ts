import type { Infer } from '../contract/define';
import type { drawVerification } from '../contract/draw-proof';

/** GET /draw/verification?drawId= (extension, decisions 0200 and 0218): a draw's proof. */
export type DrawVerification = Infer<typeof drawVerification>;
