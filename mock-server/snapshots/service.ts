import { DomainError } from '../domain/errors';
import type { World } from '../world/state';
import { applyWorldState, buildWorld } from './apply';
import { captureWorld, restartStreams, SNAPSHOT_FORMAT, SNAPSHOT_VERSION } from './capture';
import { parseWith } from '../handlers/validate';
import { snapshotSchema, type SnapshotFile } from './schema';
import { getSnapshot, putSnapshot } from './store';
import { forbiddenKeyPath } from './forbidden-keys';

export interface SavedSnapshot {
  name: string;
  savedAt: string;
  world: string;
}

/** Saves the world's state under `name` (a known name is replaced). */
export async function saveSnapshot(world: World, name: string): Promise<SavedSnapshot> {
  const streams = restartStreams(world);
  const state = await captureWorld(world, streams);
  const file = {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    name,
    savedAt: new Date().toISOString(),
    world: world.id,
    state,
  };
  putSnapshot(world, name, file.savedAt, JSON.stringify(file));
  return { name, savedAt: file.savedAt, world: world.id };
}

/** The stored snapshot file, as exported. */
export const exportSnapshot = (world: World, name: string): SnapshotFile =>
  JSON.parse(getSnapshot(world, name).text) as SnapshotFile;

export function restoreSnapshot(world: World, name: string): SavedSnapshot {
  const file = exportSnapshot(world, name);
  applyWorldState(world, file.state);
  return { name, savedAt: file.savedAt, world: world.id };
}

/**
 * Checks a snapshot file and stores it in `world` under `name` (the path's name wins over the
 * file's, so one file can be loaded under any name). It is not restored: that is a second call.
 */
export function importSnapshot(world: World, name: string, text: string): SavedSnapshot {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new DomainError(400, 'VALIDATION_FAILED', 'The snapshot is not valid JSON');
  }
  // JSON.parse keeps `__proto__` as a plain own key; refused before anything copies the value.
  const forbidden = forbiddenKeyPath(value);
  if (forbidden) {
    throw new DomainError(400, 'VALIDATION_FAILED', `${forbidden} is not a field of a snapshot`, {
      errors: [{ field: forbidden, code: 'unrecognized_keys' }],
    });
  }
  const file = parseWith(snapshotSchema, value, 'snapshot') as unknown as SnapshotFile;
  // A file that the db refuses is refused here, not at restore: applied to a scratch world.
  buildWorld(file.state);
  const stored = { ...file, name };
  putSnapshot(world, name, file.savedAt, JSON.stringify(stored));
  return { name, savedAt: file.savedAt, world: world.id };
}
