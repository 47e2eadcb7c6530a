import type { Tables } from '../../db-keys';
import { byKey } from '../../db-keys';
import type { RenewalRecord, SubscriptionRecord } from '../../domain/subscriptions';

/** Subscriptions and their renewal decisions, stored as JSON rows (db.ts). */
export const subscriptionsOf = (world: Tables, playerId: number): SubscriptionRecord[] =>
  world.db.subscription
    .findMany({ where: { playerId: { equals: playerId } } })
    .map((row) => JSON.parse(row.json) as SubscriptionRecord)
    .sort((a, b) => a.subscriptionId - b.subscriptionId);

export const allSubscriptions = (world: Tables): SubscriptionRecord[] =>
  world.db.subscription
    .getAll()
    .map((row) => JSON.parse(row.json) as SubscriptionRecord)
    .sort((a, b) => a.subscriptionId - b.subscriptionId);

export function findSubscription(world: Tables, id: number): SubscriptionRecord | null {
  const row = byKey(world, 'subscription', id);
  return row ? (JSON.parse(row.json) as SubscriptionRecord) : null;
}

export function saveSubscription(world: Tables, sub: SubscriptionRecord): SubscriptionRecord {
  const json = JSON.stringify(sub);
  const where = { subscriptionId: { equals: sub.subscriptionId } };
  if (byKey(world, 'subscription', sub.subscriptionId))
    world.db.subscription.update({ where, data: { json } });
  else
    world.db.subscription.create({
      subscriptionId: sub.subscriptionId,
      playerId: sub.playerId,
      json,
    });
  return sub;
}

export function findRenewal(world: Tables, key: string): RenewalRecord | null {
  const row = byKey(world, 'renewal', key);
  return row ? (JSON.parse(row.json) as RenewalRecord) : null;
}

export const saveRenewal = (world: Tables, renewal: RenewalRecord) =>
  world.db.renewal.create({
    key: renewal.key,
    subscriptionId: renewal.subscriptionId,
    json: JSON.stringify(renewal),
  });

/** Newest draw first. */
export const renewalsOf = (world: Tables, subscriptionId: number): RenewalRecord[] =>
  world.db.renewal
    .findMany({ where: { subscriptionId: { equals: subscriptionId } } })
    .map((row) => JSON.parse(row.json) as RenewalRecord)
    .sort((a, b) => b.drawTime - a.drawTime);

export const boughtCount = (world: Tables, subscriptionId: number) =>
  renewalsOf(world, subscriptionId).filter((r) => r.status === 'BOUGHT').length;
