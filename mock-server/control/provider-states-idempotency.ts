/**
 * Provider states of the extension pact's idempotency interactions
 * (contracts/states-extensions-idempotency.ts): the first request under a key, recorded exactly as
 * the handler would record it, so the pact's repeat gets the stored answer.
 */
import type { World } from '../world/state';
import {
  IDEMPOTENCY_STATES,
  KEYED_WITHDRAWAL,
} from '../../contracts/states-extensions-idempotency';
import type { PlayerStateParams } from '../../contracts/states';
import { json, record } from '../handlers/respond';
import { fingerprintOf, once } from '../services/idempotency';
import { withdraw } from '../services/wallet';
import type { ProviderStateAnswer } from './provider-states-support';
import type { PlayerRow } from './world';

type Answer = ProviderStateAnswer;

export function idempotencyBuilders(
  ensurePlayer: (world: World, params: PlayerStateParams) => PlayerRow,
  loggedIn: (world: World, params: PlayerStateParams) => Answer,
): Record<string, (world: World, params: PlayerStateParams) => Answer> {
  return {
    [IDEMPOTENCY_STATES.withdrawalWithKey]: (world, params) => {
      const player = ensurePlayer(world, params);
      const body = { ...KEYED_WITHDRAWAL.body };
      const path = '/users/wallet/withdraw';
      const fingerprint = fingerprintOf('POST', path, new URLSearchParams(), JSON.stringify(body));
      void once(world, player.id, KEYED_WITHDRAWAL.key, fingerprint, () =>
        Promise.resolve(record(json(withdraw(world, player, body)))),
      );
      return loggedIn(world, params);
    },
  };
}
