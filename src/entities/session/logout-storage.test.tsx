import { beforeEach, describe, expect, it } from 'vitest';
import { draftStore, startDraftWith } from '@/entities/draft';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { clearSession } from './actions';

/** What a device may keep after a logout: its own settings, never a player's. */
const DEVICE_KEYS: string[] = [
  STORAGE_KEYS.language,
  STORAGE_KEYS.androidApp,
  STORAGE_KEYS.dataSaver,
  STORAGE_KEYS.lastInteraction,
  STORAGE_KEYS.chunkReload,
  STORAGE_KEYS.preview,
  STORAGE_KEYS.activeGameType,
  // Public facts kept for reading offline (results, jackpot): no player's data.
  STORAGE_KEYS.offlineQueries,
  // Public draw facts this device saw before a draw (decision 0263): commitments, stop-sell times.
  STORAGE_KEYS.drawFactsSeen,
];

const keysOf = (area: Storage) => Array.from({ length: area.length }, (_, i) => area.key(i) ?? '');
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

// The app's test files share one environment: start from empty storage, whatever ran before.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage after logout (issue 39)', () => {
  it('holds nothing of the player who left: no picked numbers, no win notices, no flags', async () => {
    startDraftWith([[3, 8, 12, 17, 21, 29]]);
    await tick();
    expect(sessionStorage.getItem(STORAGE_KEYS.gameDraft)).toContain('29');
    storage.setJson(STORAGE_KEYS.winNoticesSeen, ['120001:117']);
    storage.set(STORAGE_KEYS.temporaryPassword, 'true');
    storage.set(STORAGE_KEYS.language, 'en');

    clearSession();
    await tick();

    expect(draftStore.grids).toEqual([[]]);
    expect(sessionStorage.getItem(STORAGE_KEYS.gameDraft) ?? '').not.toMatch(/\d/);
    const left = [...keysOf(localStorage), ...keysOf(sessionStorage)].filter(
      (key) => key !== STORAGE_KEYS.gameDraft,
    );
    expect(left.filter((key) => !DEVICE_KEYS.includes(key))).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  });
});
