import { useSyncExternalStore } from 'react';
import { storage, STORAGE_KEYS } from '@/lib/storage';

/** Why the data saver is on: the player's switch in Settings, or the browser's Save-Data. */
export type DataSaverReason = 'setting' | 'browser';
export type DataSaverChoice = 'on' | 'off' | 'auto';

/** The Network Information API's part this app reads (Chromium; others have no `connection`). */
interface SaveDataConnection extends EventTarget {
  saveData?: boolean;
}

const connection = (): SaveDataConnection | undefined =>
  typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: SaveDataConnection }).connection;

export function dataSaverChoice(): DataSaverChoice {
  const stored = storage.get(STORAGE_KEYS.dataSaver);
  return stored === 'on' || stored === 'off' ? stored : 'auto';
}

/** Whether the data saver is on and why; null when it is off. */
export function dataSaverReason(): DataSaverReason | null {
  const choice = dataSaverChoice();
  if (choice !== 'auto') return choice === 'on' ? 'setting' : null;
  return connection()?.saveData === true ? 'browser' : null;
}

export const isDataSaverOn = (): boolean => dataSaverReason() !== null;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function setDataSaverChoice(choice: DataSaverChoice): void {
  if (choice === 'auto') storage.remove(STORAGE_KEYS.dataSaver);
  else storage.set(STORAGE_KEYS.dataSaver, choice);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const network = connection();
  network?.addEventListener('change', listener);
  // Another tab's switch.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    network?.removeEventListener('change', listener);
    window.removeEventListener('storage', listener);
  };
}

/** The data saver's state, following the switch, other tabs and the browser's Save-Data. */
export function useDataSaver(): DataSaverReason | null {
  return useSyncExternalStore(subscribe, dataSaverReason, () => null);
}

/** Polling under the data saver: three times slower (a cadence, never a money deadline). */
export const savedPollInterval = (ms: number): number => (isDataSaverOn() ? ms * 3 : ms);
