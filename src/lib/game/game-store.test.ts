import { describe, expect, it } from 'vitest';
import { gameStore, resetTicketIndexes } from './game-store';

describe('gameStore', () => {
  it('keeps the play draft in sessionStorage so it survives a trip to login', async () => {
    gameStore.draft.grids = [[1, 2, 3, 4, 5, 6], [7]];
    gameStore.draft.drawIds = [116];
    // valtio notifies subscribers after the current microtask.
    await Promise.resolve();
    await Promise.resolve();
    expect(JSON.parse(sessionStorage.getItem('gameDraft') ?? 'null')).toEqual({
      grids: [[1, 2, 3, 4, 5, 6], [7]],
      drawIds: [116],
    });
  });

  it('starts with one empty grid and resets ticket indexes to 0', () => {
    expect(gameStore.draft.grids).toEqual([[]]);
    gameStore.ticketIndex = 3;
    gameStore.entryIndex = 1;
    resetTicketIndexes();
    expect([gameStore.ticketIndex, gameStore.entryIndex]).toEqual([0, 0]);
  });
});
