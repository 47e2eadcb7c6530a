import type { PlayerMessage } from '@/lib/api/types';
import { parseServerDate } from '@/lib/format';

const time = (message: PlayerMessage): number => {
  const millis = parseServerDate(message.created).getTime();
  return Number.isFinite(millis) ? millis : 0;
};

/**
 * Section 4 leaves the de-duplication rule open. Ours: one entry per messageId, the newer copy
 * (from `incoming`) wins, so a changed `read` flag shows; then newest first by `created`,
 * and by messageId (higher first) when two share a time.
 */
export function mergeNotifications(
  existing: readonly PlayerMessage[],
  incoming: readonly PlayerMessage[],
): PlayerMessage[] {
  const byId = new Map<number, PlayerMessage>();
  for (const message of existing) byId.set(message.messageId, message);
  for (const message of incoming) byId.set(message.messageId, message);
  return [...byId.values()].sort((a, b) => time(b) - time(a) || b.messageId - a.messageId);
}
