import { subscribe } from 'valtio';
import type { Voucher } from '@/lib/api/types';
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

/** Shared game state (spec section 3, "Game state") plus the play draft. */
export const gameStore = resettableProxy(() => ({
  selectedVoucher: null as Voucher | null,
  voucherAmount: 0,
  vouchers: [] as Voucher[],
  /** Editing a cart position instead of creating a new ticket. */
  isEditMode: false,
  editPositionId: null as number | null,
  ticketIndex: 0,
  entryIndex: 0,
  /** Set when a visitor pressed buy: after login the purchase continues. */
  hasToPurchase: false,
  draft: loadDraft(),
}));

subscribe(gameStore, () => {
  storage.setJson(STORAGE_KEYS.gameDraft, gameStore.draft, 'session');
});

/** Logout resets the ticket indexes to 0 (section 4). */
export function resetTicketIndexes(): void {
  gameStore.ticketIndex = 0;
  gameStore.entryIndex = 0;
}

export function clearDraft(): void {
  gameStore.draft = emptyDraft();
}

/** A new draft holding these grids (play a favourite or checked numbers from another page). */
export function startDraftWith(grids: readonly (readonly number[])[]): void {
  gameStore.draft = { grids: grids.map((g) => [...g]), drawIds: [] };
}
