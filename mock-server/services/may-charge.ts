import type { Tables } from '../db-keys';
import type { World } from '../world/state';
import { now } from '../clock';
import { DomainError } from '../domain/errors';
import {
  assertNoTimeOut,
  assertNotSelfExcluded,
  assertWithinLimits,
  emptyPlayState,
  settle,
  type PlayState,
} from '../domain/responsible-play';
import { byKey } from '../db-keys';
import { potsOf, type PlayerRow } from './ledger';
import { moneyEvents } from './responsible-play';

/** The three ways the fake takes a player's money (or lets it in to be spent). */
export type ChargeKind = 'PURCHASE' | 'RENEWAL' | 'DEPOSIT';

/** Why a charge is refused, in the order the rule asks. */
export type ChargeBar =
  | 'ACCOUNT_STATE'
  | 'SELF_EXCLUDED'
  | 'TIME_OUT'
  | 'SPENDING_LIMIT'
  | 'DEPOSIT_LIMIT'
  | 'INSUFFICIENT_BALANCE';

export interface ChargeRefusal {
  bar: ChargeBar;
  /** What a player's own call answers (a renewal has no caller: it records the bar instead). */
  error: DomainError;
}

/** The play state as it stood at `at` (a catch-up over several draws decides each at its time). */
function playStateAt(world: Tables, playerId: number, at: number): PlayState {
  const row = byKey(world, 'playState', playerId);
  return settle(row ? (JSON.parse(row.json) as PlayState) : emptyPlayState(), at);
}

/** Deposits still pending at the provider, dated when they started: counted as used. */
const pendingDeposits = (world: Tables, playerId: number) =>
  world.db.payment
    .findMany({ where: { playerId: { equals: playerId }, status: { equals: 'PENDING' } } })
    .map((p) => ({ at: p.createdAt, amount: p.amount }));

const SPENDING_REFUSAL = {
  status: 422,
  code: 'SPENDING_LIMIT_EXCEEDED',
  message: 'The cost of your purchase will exceed your spending limit, please try again.',
};
const DEPOSIT_REFUSAL = {
  status: 422,
  code: 'DEPOSIT_LIMIT_EXCEEDED',
  message: 'This deposit would exceed your deposit limit.',
};

/** Runs one check; its DomainError becomes the refusal with `bar`. */
function check(bar: ChargeBar, assert: () => void): ChargeRefusal | null {
  try {
    assert();
    return null;
  } catch (error) {
    if (error instanceof DomainError) return { bar, error };
    throw error;
  }
}

/**
 * The one rule that decides whether a player may be charged `amount` now (issue 39): the account's
 * state (suspended or closed: never), self-exclusion, a time-out, the limits of the kind (spending
 * for a purchase or a renewal, deposit for a deposit, pending deposits counted), then the balance
 * (not for a deposit). Purchase, renewal and deposit all ask it; a renewal used to look at the
 * time-out alone, so a player self-excluded by QA went on paying renewals.
 */
export function chargeRefusal(
  world: World,
  player: PlayerRow,
  kind: ChargeKind,
  amount: number,
  at: number = now(world),
): ChargeRefusal | null {
  if (player.state === 'SUSPENDED' || player.state === 'CLOSED') {
    const error = new DomainError(403, 'ACCOUNT_NOT_ACTIVE', 'This account cannot play.');
    return { bar: 'ACCOUNT_STATE', error };
  }
  const state = playStateAt(world, player.id, at);
  const deposit = kind === 'DEPOSIT';
  const events = deposit
    ? [...moneyEvents(world, player.id, 'DEPOSIT'), ...pendingDeposits(world, player.id)]
    : moneyEvents(world, player.id, 'SPENDING');
  const pots = potsOf(player);
  return (
    check('SELF_EXCLUDED', () => assertNotSelfExcluded(state)) ??
    check('TIME_OUT', () => assertNoTimeOut(state, at)) ??
    (deposit
      ? check('DEPOSIT_LIMIT', () =>
          assertWithinLimits(state, 'DEPOSIT', amount, events, at, DEPOSIT_REFUSAL),
        )
      : check('SPENDING_LIMIT', () =>
          assertWithinLimits(state, 'SPENDING', amount, events, at, {
            ...SPENDING_REFUSAL,
            extra: { cartPrice: amount },
          }),
        )) ??
    (deposit || amount <= pots.payable + pots.nonPayable
      ? null
      : {
          bar: 'INSUFFICIENT_BALANCE',
          error: new DomainError(
            402,
            'INSUFFICIENT_BALANCE',
            `You need ${amount - pots.payable - pots.nonPayable} IQD more.`,
            { details: { missingAmount: amount - pots.payable - pots.nonPayable } },
          ),
        })
  );
}

/** Throws the refusal's error when the rule refuses. */
export function assertMayCharge(
  world: World,
  player: PlayerRow,
  kind: ChargeKind,
  amount: number,
): void {
  const refusal = chargeRefusal(world, player, kind, amount);
  if (refusal) throw refusal.error;
}

/**
 * A protected player: closed or suspended, self-excluded or on a time-out, read from the same
 * rule (the bars that refuse even a charge of 0). No promotional message reaches one.
 */
export function isProtectedPlayer(world: World, player: PlayerRow, at: number = now(world)) {
  const bar = chargeRefusal(world, player, 'PURCHASE', 0, at)?.bar;
  return bar === 'ACCOUNT_STATE' || bar === 'SELF_EXCLUDED' || bar === 'TIME_OUT';
}
