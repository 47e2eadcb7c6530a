import type { World } from '../../world/state';
import { now } from '../../clock';
import type { PlayerRow } from '../ledger';
import { notifySubscriptionEvent } from './notify';
import { saveSubscription, subscriptionsOf } from './store';

// Its own file: the renewal job (renew.ts) cancels too, and subscriptions.ts reaches the draws.
/** Self-exclusion cancels every subscription at once (decision 0225). */
export function cancelAllForSelfExclusion(world: World, player: PlayerRow): void {
  const live = subscriptionsOf(world, player.id).filter((s) => !s.cancelled);
  for (const sub of live)
    saveSubscription(world, { ...sub, cancelled: { at: now(world), by: 'SELF_EXCLUSION' } });
  if (live.length > 0)
    notifySubscriptionEvent(world, player, {
      kind: 'CANCELLED',
      by: 'SELF_EXCLUSION',
      subscriptionId: null,
    });
}
