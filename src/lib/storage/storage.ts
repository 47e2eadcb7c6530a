/** Storage keys from section 9 plus the shell's own; one place so no two features collide. */
export const STORAGE_KEYS = {
  language: 'language',
  activeGameType: 'activeGameType',
  activationId: 'activationId',
  temporaryPassword: 'temporaryPassword',
  /** Set by the native Android wrapper. */
  androidApp: 'isAndroidApp',
  /** Milliseconds since epoch of the last click (section 4's inactivity check). */
  lastInteraction: 'lastInteraction',
  /** sessionStorage: set before the one reload a failed page chunk may trigger. */
  chunkReload: 'chunkReloaded',
  /** sessionStorage: the play draft (grids and draws) of the game store. */
  gameDraft: 'gameDraft',
  /** sessionStorage: set while `?preview` was in the URL. */
  preview: 'preview',
  /** A visitor's favourite grids (moved to the account at login). */
  favourites: 'favourites',
  /** Win notices the player has seen: "ticketId:drawId" (a bare ticket id: all of that ticket). */
  winNoticesSeen: 'winNoticesSeen',
  /** Facts kept for reading offline (results, jackpot), with when they were fetched. */
  offlineQueries: 'offlineQueries',
  /** The player's ticket lists as last loaded, for reading offline; cleared with the lists. */
  offlineTickets: 'offlineTickets',
  /** The player's data-saver choice, 'on' or 'off'; absent: follow the browser's Save-Data. */
  dataSaver: 'dataSaver',
  /** 'arab' when the player shows figures in Arabic-Indic digits (decision 0292); absent: Latin. */
  digits: 'digits',
  /** Public draw facts as this device first saw them: stop-sell times and commitments (0263). */
  drawFactsSeen: 'drawFactsSeen',
} as const;

type Area = 'local' | 'session';

const areaOf = (area: Area): Storage | undefined => {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    // Access can throw (storage disabled); the app then runs without persistence.
    return undefined;
  }
};

/** Storage access that never throws: private modes and full quotas only lose persistence. */
export const storage = {
  get(key: string, area: Area = 'local'): string | null {
    try {
      return areaOf(area)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string, area: Area = 'local'): void {
    try {
      areaOf(area)?.setItem(key, value);
    } catch {
      // Quota or disabled storage: keep running without it.
    }
  },
  remove(key: string, area: Area = 'local'): void {
    try {
      areaOf(area)?.removeItem(key);
    } catch {
      // See set().
    }
  },
  getJson<T>(key: string, area: Area = 'local'): T | null {
    const raw = storage.get(key, area);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: string, value: unknown, area: Area = 'local'): void {
    storage.set(key, JSON.stringify(value), area);
  },
};
