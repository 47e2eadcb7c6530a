import { storage, STORAGE_KEYS } from '@/lib/storage';

/**
 * A draw's public facts as this device first saw them, before the draw (decision 0263). The proof
 * answer checked later cannot rewrite them: a commitment published late, or a stop-sell time moved
 * to make it look early, then disagrees with what the device kept.
 */
export interface SeenBefore {
  /** The stop-sell time the spec's offer call gave while the draw was on sale. */
  stopSellAt?: string;
  /** The commitment the proof answer gave before its seed was revealed, and when (device time). */
  commitment?: string;
  seenAt?: string;
}

type Kept = Record<string, SeenBefore>;

/** Enough for every draw a player follows for months; the oldest ids go first. */
export const KEPT_DRAWS = 120;

const read = (): Kept => {
  const kept = storage.getJson<unknown>(STORAGE_KEYS.drawFactsSeen);
  return kept && typeof kept === 'object' && !Array.isArray(kept) ? (kept as Kept) : {};
};

const write = (kept: Kept): void => {
  const ids = Object.keys(kept)
    .map(Number)
    .filter(Number.isSafeInteger)
    .sort((a, b) => b - a)
    .slice(0, KEPT_DRAWS);
  storage.setJson(STORAGE_KEYS.drawFactsSeen, Object.fromEntries(ids.map((id) => [id, kept[id]])));
};

/** The first fact wins: a later answer that differs is what the check must catch, not keep. */
const keepFirst = (drawId: number, fact: SeenBefore): void => {
  const kept = read();
  const before = kept[drawId] ?? {};
  const merged: SeenBefore = { ...fact, ...before };
  if (Object.keys(merged).length === Object.keys(before).length) return;
  write({ ...kept, [drawId]: merged });
};

export function keepStopSell(drawId: number, stopSellAt: string): void {
  if (!Number.isFinite(Date.parse(stopSellAt))) return;
  keepFirst(drawId, { stopSellAt });
}

export function keepCommitment(drawId: number, commitment: string, seenAt: Date): void {
  keepFirst(drawId, { commitment: commitment.toLowerCase(), seenAt: seenAt.toISOString() });
}

export const seenBefore = (drawId: number | string): SeenBefore => read()[String(drawId)] ?? {};
