import { resettableProxy } from '@/lib/storage';
import {
  DEFAULT_PICK_RULES,
  fillGrid,
  toggleNumber,
  type Grid,
  type PickRules,
} from '@/lib/lottery/pick-rules';
import { clearDraft, draftStore } from '@/entities/draft';

/**
 * The draft itself (grids, draws) lives in draftStore, persisted in sessionStorage so a visitor's
 * picks survive the trip to the login page. What only the board needs stays here.
 */
export const playUi = resettableProxy(() => ({
  /** The grid on the board. */
  activeGrid: firstOpenGrid(draftStore.grids),
  /** The player chose draws themselves, so the next draw is no longer chosen for them. */
  drawsTouched: false,
}));

function firstOpenGrid(grids: Grid[]): number {
  const open = grids.findIndex((g) => g.length < DEFAULT_PICK_RULES.numbersToPick);
  return open === -1 ? Math.max(0, grids.length - 1) : open;
}

/** What "Clear all" removed (the draws stay chosen: they are not cleared). */
export interface ClearedTicket {
  grids: Grid[];
  activeGrid: number;
}

const draft = () => draftStore;

const active = (): Grid => draft().grids[playUi.activeGrid] ?? [];
const setActive = (grid: Grid) => {
  draft().grids[playUi.activeGrid] = grid;
};

export const playActions = {
  toggle(n: number, rules: PickRules = DEFAULT_PICK_RULES) {
    setActive(toggleNumber(active(), n, rules));
  },
  /** Quick select: completes the grid on the board with random numbers (a full grid is re-picked). */
  quickSelect(rules: PickRules = DEFAULT_PICK_RULES, random: () => number = Math.random) {
    const current = active();
    setActive(fillGrid(current.length >= rules.numbersToPick ? [] : current, random, rules));
  },
  setGrid(grid: Grid) {
    setActive([...grid]);
  },
  /** Empties the grid on the board. No argument: it is passed to onClick as is. */
  clearGrid() {
    if (draft().grids[playUi.activeGrid]) draft().grids[playUi.activeGrid] = [];
  },
  removeGrid(index: number) {
    if (draft().grids.length <= 1) {
      draft().grids[0] = [];
      return;
    }
    draft().grids.splice(index, 1);
    playUi.activeGrid = Math.min(playUi.activeGrid, draft().grids.length - 1);
  },
  /** Adds an empty grid and puts it on the board. */
  addGrid() {
    draft().grids.push([]);
    playUi.activeGrid = draft().grids.length - 1;
  },
  editGrid(index: number) {
    if (index >= 0 && index < draft().grids.length) playUi.activeGrid = index;
  },
  /** Empties the ticket and answers what it held, so the player can undo. */
  clearAll(): ClearedTicket {
    const cleared = { grids: draft().grids.map((g) => [...g]), activeGrid: playUi.activeGrid };
    draft().grids = [[]];
    playUi.activeGrid = 0;
    return cleared;
  },
  /** Undo of clearAll: the grids come back as they were, the same grid on the board. */
  restore(cleared: ClearedTicket) {
    draft().grids = cleared.grids.map((g) => [...g]);
    playUi.activeGrid = Math.min(cleared.activeGrid, cleared.grids.length - 1);
  },
  toggleDraw(drawId: number) {
    playUi.drawsTouched = true;
    draft().drawIds = draft().drawIds.includes(drawId)
      ? draft().drawIds.filter((id) => id !== drawId)
      : [...draft().drawIds, drawId];
  },
  /** Chooses the next draw for the player until they choose themselves. */
  defaultDraw(drawId: number) {
    if (!playUi.drawsTouched && draft().drawIds.length === 0) draft().drawIds = [drawId];
  },
  /** Keeps only draws still on sale (a stored draft can outlive a draw's stop-sell). */
  keepDraws(onSale: number[]) {
    const kept = draft().drawIds.filter((id) => onSale.includes(id));
    if (kept.length !== draft().drawIds.length) draft().drawIds = kept;
  },
  /** Play ahead: the draws of the chosen weeks, in one step. */
  chooseDraws(drawIds: number[]) {
    playUi.drawsTouched = true;
    draft().drawIds = [...drawIds];
  },
  /** Play my favourites: the complete grids stay, the favourites not among them are added. */
  playGrids(grids: Grid[]) {
    const kept = draft().grids.filter((g) => g.length === DEFAULT_PICK_RULES.numbersToPick);
    const key = (g: Grid) => [...g].sort((a, b) => a - b).join(',');
    const added = grids.filter((g) => !kept.some((k) => key(k) === key(g)));
    draft().grids = [...kept, ...added.map((g) => [...g])];
    playUi.activeGrid = Math.max(0, draft().grids.length - 1);
  },
  /** Quick play: a whole ticket at once. */
  replaceTicket(grids: Grid[], drawIds: number[]) {
    draft().grids = grids.map((g) => [...g]);
    playUi.activeGrid = 0;
    draft().drawIds = [...drawIds];
    playUi.drawsTouched = true;
  },
  /** Quick pick for the given grids (decision 0281: combinations the backend refused). */
  repick(indexes: number[], rules: PickRules = DEFAULT_PICK_RULES, random = Math.random) {
    for (const index of indexes) {
      if (!draft().grids[index]) continue;
      draft().grids[index] = fillGrid([], random, rules);
    }
    if (indexes[0] !== undefined) this.editGrid(indexes[0]);
  },
  /** After the ticket went to the cart. */
  reset() {
    clearDraft();
    playUi.activeGrid = 0;
    playUi.drawsTouched = false;
  },
};
