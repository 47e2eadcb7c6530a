import type { Tables } from '../../db-keys';
import type { World } from '../../world/state';
import type {
  SelfExclusion,
  SelfExclusionLength,
  SelfExclusionOptions,
  SelfExclusionPayoutAccount,
} from '../../../src/lib/api/types';
import { now } from '../../clock';
import { DomainError } from '../../domain/errors';
import {
  excludeSelf as exclude,
  exclusionOf,
  SELF_EXCLUSION_LENGTHS,
} from '../../domain/responsible-play';
import { revokeAllSessions } from '../auth';
import { updatePlayState } from '../responsible-play';
import { book, findPlayer, type PlayerRow } from '../ledger';
import { nextId } from '../../db';
import { PAYOUT_BOOKING } from '../../domain/ledger';
import { paymentAccounts } from '../wallet';
import { cancelAllForSelfExclusion } from '../subscriptions/cancel';

/** The saved payout account the money left goes to: the one saved last (decision 0255). */
const payoutAccountOf = (world: Tables, playerId: number): SelfExclusionPayoutAccount | null => {
  const account = paymentAccounts(world, playerId)
    .filter((a) => a.method !== 'NONE')
    .at(-1);
  return account && account.method !== 'NONE'
    ? { method: account.method, walletNumber: account.walletNumber }
    : null;
};

/**
 * The self-exclusion extension (decision 0207): the lengths offered, and what becomes of the
 * withdrawable money (0255): paid out to the saved payout account after the exclusion, or, with
 * no saved account, null, so the app offers a withdrawal before the player confirms.
 */
export const selfExclusionOptions = (world: Tables, player: PlayerRow): SelfExclusionOptions => ({
  lengths: [...SELF_EXCLUSION_LENGTHS],
  moneyLeft: {
    withdrawable: findPlayer(world, player.id).payable,
    payoutTo: payoutAccountOf(world, player.id),
  },
});

/** Pays the withdrawable money out to the saved account, if there is both (decision 0255). */
function payOutMoneyLeft(world: World, player: PlayerRow): SelfExclusion['payout'] {
  const amount = findPlayer(world, player.id).payable;
  const account = payoutAccountOf(world, player.id);
  if (amount <= 0 || !account) return null;
  const transactionId = `PO-${nextId(world, 'payout', 800001)}`;
  book(world, player.id, PAYOUT_BOOKING[account.method], -amount, {
    transactionId,
    state: 'SUCCESSFUL',
    description: 'Paid out on self-exclusion',
  });
  return { amount, ...account, transactionId };
}

/**
 * Checks the password first, then excludes for the length and ends every session: login answers
 * ACCOUNT_SELF_EXCLUDED with the end until it passes. A wrong password is 403, not the spec
 * self-block's 401: to a client a 401 means its session is refused (it would refresh and retry).
 */
export function excludeSelf(
  world: World,
  player: PlayerRow,
  password: unknown,
  length: SelfExclusionLength,
): SelfExclusion {
  if (player.password !== password) {
    throw new DomainError(403, 'INVALID_CREDENTIALS', 'Credentials are incorrect. Try again.');
  }
  const state = updatePlayState(world, player.id, (s) => exclude(s, length, now(world)));
  protectSelfExcluded(world, player);
  return { ...exclusionOf(state, length), payout: payOutMoneyLeft(world, player) };
}

/**
 * What every way into self-exclusion does at once, whoever set the flag (the player's exclusion,
 * the spec's self-block, the control API, a provider state): every subscription is cancelled and
 * every session ends (issue 39: the control API's way left renewals charging). Renewals and every
 * other charge also refuse a self-excluded player by the one rule (services/may-charge.ts).
 */
export function protectSelfExcluded(world: World, player: PlayerRow): void {
  cancelAllForSelfExclusion(world, player);
  revokeAllSessions(world, player.id);
}
