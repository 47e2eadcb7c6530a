import type * as z from 'zod/mini';
import type { gamePlay, gameRecall, offers, riskStatus } from '../contract/player-care';

/** GET /users/responsible-play/risk (extension, decision 0286). */
export type RiskStatus = z.infer<typeof riskStatus>;
export type RiskSignal = RiskStatus['signals'][number];

/** GET /users/offers: promotional voucher offers, none for a protected or at-risk player. */
export type Offers = z.infer<typeof offers>;
export type VoucherOffer = Offers['offers'][number];

/** GET /users/game-recall: the last 10 plays. */
export type GameRecall = z.infer<typeof gameRecall>;
export type GamePlay = z.infer<typeof gamePlay>;
export type PlayOutcome = GamePlay['outcome'];
