import * as z from 'zod/mini';
import { dateTime, id, object, text } from '../schemas/fields';
import { defineCalls } from './define';

/** Integer IQD, never negative. */
const iqd = z.int().check(z.nonnegative());

/** The rules the fake scores (decision 0286); OPERATOR: flagged by a person, not a rule. */
export const RISK_SIGNALS = [
  'DEPOSITS_RISING',
  'NIGHT_PLAY',
  'LIMIT_RAISED_THEN_REACHED',
  'OPERATOR',
] as const;

export const riskStatus = object({
  atRisk: z.boolean(),
  /** When the player was flagged (and told); null when not at risk. */
  since: z.nullable(dateTime),
  /** What was seen, in a fixed order; empty when not at risk. */
  signals: z.array(z.enum(RISK_SIGNALS)),
});

/** A promotional voucher offer: a promo code the player may redeem in My Vouchers. */
export const offers = object({
  offers: z.array(
    object({
      code: text,
      amount: iqd,
      expiryDate: dateTime,
      applicableTicketTypes: z.array(text),
    }),
  ),
});

export const PLAY_OUTCOMES = ['PENDING', 'LOST', 'WON', 'CANCELLED'] as const;

/** One play: a purchase (or a renewal), what it staked and what the balance was around it. */
export const gamePlay = object({
  orderId: id,
  receiptNumber: text,
  playedAt: dateTime,
  drawIds: z.array(id),
  /** Grids times draws. */
  lines: z.int().check(z.nonnegative()),
  /** The price of the play before vouchers. */
  stake: iqd,
  /** The wallet's total just before and after the play's charge (and any sold-out refund); null when the play charged nothing from the balance. */
  balanceBefore: z.nullable(iqd),
  balanceAfter: z.nullable(iqd),
  outcome: z.enum(PLAY_OUTCOMES),
  /** What the play's tickets won so far (credited or to claim). */
  won: iqd,
});

export const gameRecall = object({ plays: z.array(gamePlay).check(z.maxLength(10)) });

/**
 * Player care (extension, decision 0286): the risk flag that stops all marketing, the voucher
 * offers that stop with it, and game recall (the last 10 plays, GLI-31). A 404 hides each.
 */
export const PLAYER_CARE = defineCalls({
  getRiskStatus: {
    extension: true,
    summary:
      "Whether the player's play matches a risk pattern: then the app offers the tools, and no promotion reaches the player",
    answer: { name: 'RiskStatus', schema: riskStatus },
  },
  getOffers: {
    extension: true,
    summary:
      'Promotional voucher offers for the player; always empty for a player at risk, self-excluded, timed out, suspended or closed',
    answer: { name: 'Offers', schema: offers },
  },
  getGameRecall: {
    extension: true,
    summary:
      "The player's last 10 plays, newest first: stake, outcome, and the balance before and after",
    answer: { name: 'GameRecall', schema: gameRecall },
  },
});
