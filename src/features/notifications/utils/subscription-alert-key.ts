import type { PlayerAlert, SubscriptionAlertFacts } from '@/lib/api/types';

/** The sentences of `alerts:subscriptionAlert`, one per combination of the facts the alert has. */
export type SubscriptionAlertKey =
  | 'renewed'
  | 'renewedNoAmount'
  | 'renewedNoDraw'
  | 'renewedNoDrawNoAmount'
  | 'skipped'
  | 'skippedBecause'
  | 'skippedNoDraw'
  | 'skippedNoDrawBecause'
  | 'paused'
  | 'pausedBecause'
  | 'resumed'
  | 'cancelled'
  | 'cancelledBecause';

/**
 * The sentence that says what the backend told, and no more: a part the alert lacks (the draw, a
 * renewal's amount, the reason) is left out of the sentence, never filled with "" (issue 38: a
 * renewal without a draw read "for draw : 2,000 IQD").
 */
export function subscriptionAlertKey(
  alert: Pick<PlayerAlert, 'drawId' | 'amount'>,
  facts: Pick<SubscriptionAlertFacts, 'event' | 'reason'>,
): SubscriptionAlertKey {
  const draw = alert.drawId === null || alert.drawId === undefined ? 'NoDraw' : '';
  switch (facts.event) {
    case 'renewed':
      return `renewed${draw}${alert.amount === null ? 'NoAmount' : ''}`;
    case 'skipped':
      return `skipped${draw}${facts.reason ? 'Because' : ''}`;
    case 'resumed':
      return 'resumed';
    default:
      return `${facts.event}${facts.reason ? 'Because' : ''}`;
  }
}
