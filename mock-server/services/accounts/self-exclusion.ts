import type { World } from '../../world/state';
import type {
  SelfExclusion,
  SelfExclusionLength,
  SelfExclusionOptions,
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
import type { PlayerRow } from '../ledger';
import { cancelAllForSelfExclusion } from '../subscriptions/cancel';

/** The self-exclusion extension (decision 0207): the lengths offered, and excluding with one. */
export const selfExclusionOptions = (): SelfExclusionOptions => ({
  lengths: [...SELF_EXCLUSION_LENGTHS],
});

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
  return exclusionOf(state, length);
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
