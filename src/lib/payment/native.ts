import { storage, STORAGE_KEYS } from '@/lib/storage';

/** The native Android wrapper sets this local flag (section 9); web-only code skips its steps. */
export function isAndroidApp(): boolean {
  const value = storage.get(STORAGE_KEYS.androidApp);
  return value === 'true' || value === '1';
}
