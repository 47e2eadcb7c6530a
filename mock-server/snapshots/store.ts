import { DomainError } from '../domain/errors';
import { listWorlds } from '../world/registry';
import { defaultWorld } from '../world/current';
import type { World } from '../world/state';

/**
 * Snapshots are kept as their JSON text, per world, bounded the way worlds and journals are
 * (decision 0213): a count per world, a size per snapshot, and a size over all worlds, so the
 * 64-world memory ceiling holds. Past a bound the save is refused (413 or 429) and nothing is kept.
 */
export const SNAPSHOT_LIMITS = {
  perWorld: 8,
  chars: 8 * 1024 * 1024,
  totalChars: 48 * 1024 * 1024,
};

interface Stored {
  savedAt: string;
  text: string;
}

const stores = new Map<World, Map<string, Stored>>();

/** Drops the snapshots of worlds that expired or were deleted (the registry forgot them). */
function sweep(): void {
  const alive = new Set(listWorlds().map((w) => w.id));
  for (const world of stores.keys())
    if (world !== defaultWorld() && !alive.has(world.id)) stores.delete(world);
}

const totalChars = () =>
  [...stores.values()].reduce(
    (sum, store) => sum + [...store.values()].reduce((n, s) => n + s.text.length, 0),
    0,
  );

export function putSnapshot(world: World, name: string, savedAt: string, text: string): void {
  sweep();
  if (text.length > SNAPSHOT_LIMITS.chars) {
    throw new DomainError(
      413,
      'SNAPSHOT_TOO_LARGE',
      `A snapshot is at most ${SNAPSHOT_LIMITS.chars} characters (this one: ${text.length})`,
    );
  }
  const store = stores.get(world) ?? new Map<string, Stored>();
  const replaced = store.get(name)?.text.length ?? 0;
  if (!store.has(name) && store.size >= SNAPSHOT_LIMITS.perWorld) {
    throw new DomainError(
      429,
      'TOO_MANY_SNAPSHOTS',
      `At most ${SNAPSHOT_LIMITS.perWorld} snapshots per world: delete one first`,
    );
  }
  if (totalChars() - replaced + text.length > SNAPSHOT_LIMITS.totalChars) {
    throw new DomainError(429, 'TOO_MANY_SNAPSHOTS', 'The fake holds as many snapshots as it can');
  }
  store.set(name, { savedAt, text });
  stores.set(world, store);
}

export function getSnapshot(world: World, name: string): Stored {
  const stored = stores.get(world)?.get(name);
  if (!stored) throw new DomainError(404, 'NOT_FOUND', `No snapshot ${name} in this world`);
  return stored;
}

export const listSnapshots = (world: World) =>
  [...(stores.get(world)?.entries() ?? [])].map(([name, { savedAt }]) => ({ name, savedAt }));

export function deleteSnapshot(world: World, name: string): void {
  getSnapshot(world, name);
  stores.get(world)?.delete(name);
}

/** Forgets every snapshot of every world (the fake's own tests). */
export const clearSnapshots = (): void => stores.clear();

/** Characters held over all worlds, for the memory report and tests. */
export const snapshotChars = (): number => totalChars();
