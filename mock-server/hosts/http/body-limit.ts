import type { IncomingMessage } from 'node:http';
import { MAX_BODY_BYTES } from '../../handlers/respond';
import { SNAPSHOT_LIMITS } from '../../snapshots/store';
import { controlRefusal } from './control-guard';

const IMPORT = /^(?:\/w\/[^/]+)?\/__control\/snapshots\/[^/]+$/;

/**
 * The largest body read for a request: 64 KiB, but a snapshot import
 * (`PUT /__control/snapshots/{name}`, a whole world) up to the snapshot limit, and only from a
 * caller the control guard lets in, so no stranger can make the fake hold megabytes.
 */
export function bodyLimitOf(req: IncomingMessage): number {
  if (req.method !== 'PUT') return MAX_BODY_BYTES;
  const path = (req.url ?? '/').replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
  if (!IMPORT.test(path) || controlRefusal(req, path)) return MAX_BODY_BYTES;
  // Characters to UTF-8 bytes: a snapshot is JSON, mostly ASCII, at most 3 bytes a character.
  return SNAPSHOT_LIMITS.chars * 3;
}
