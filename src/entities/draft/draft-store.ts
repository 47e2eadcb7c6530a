import { subscribe } from 'valtio';
import { resettableProxy, storage, STORAGE_KEYS } from '@/lib/storage';

/** The play draft: kept in sessionStorage so a visitor's picks survive the trip to login. */
export interface PlayDraft {
  /** The grids being filled; each up to 6 distinct numbers from 1 to 29. */
  grids: number[][];
  /** The draws selected for the ticket. */
  drawIds: number[];
}

const emptyDraft = (): PlayDraft => ({ grids: [[]], drawIds: [] });

const loadDraft = (): PlayDraft => {
  const saved = storage.getJson<Partial<PlayDraft>>(STORAGE_KEYS.gameDraft, 'session');
  return {
    grids: Array.isArray(saved?.grids) && saved.grids.length > 0 ? saved.grids : [[]],
    drawIds: Array.isArray(saved?.drawIds) ? saved.drawIds : [],
  };
};

/** Client state only: the ticket being put together (server facts live in React Query). */
export const draftStore = resettableProxy(loadDraft);

subscribe(draftStore, () => {
  const { grids, drawIds } = draftStore;
  storage.setJson(STORAGE_KEYS.gameDraft, { grids, drawIds }, 'session');
});

export function clearDraft(): void {
  Object.assign(draftStore, emptyDraft());
}

/** A new draft holding these grids (play a favourite or checked numbers from another page). */
export function startDraftWith(grids: readonly (readonly number[])[]): void {
  Object.assign(draftStore, { grids: grids.map((g) => [...g]), drawIds: [] });
}
