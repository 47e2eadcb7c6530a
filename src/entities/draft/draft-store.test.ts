import { describe, expect, it } from 'vitest';
import { clearDraft, draftStore, startDraftWith } from './draft-store';

const saved = () => JSON.parse(sessionStorage.getItem('gameDraft') ?? 'null') as unknown;
// valtio notifies subscribers after the current microtask.
const settle = async () => {
  await Promise.resolve();
  await Promise.resolve();
};

describe('draftStore', () => {
  it('keeps the play draft in sessionStorage so it survives a trip to login', async () => {
    draftStore.grids = [[1, 2, 3, 4, 5, 6], [7]];
    draftStore.drawIds = [116];
    await settle();
    expect(saved()).toEqual({ grids: [[1, 2, 3, 4, 5, 6], [7]], drawIds: [116] });
  });

  it('starts a draft with given grids and clears it back to one empty grid', async () => {
    expect(draftStore.grids).toEqual([[]]);
    startDraftWith([[3, 4, 5, 6, 7, 8]]);
    expect(draftStore).toMatchObject({ grids: [[3, 4, 5, 6, 7, 8]], drawIds: [] });
    clearDraft();
    await settle();
    expect(saved()).toEqual({ grids: [[]], drawIds: [] });
  });
});
