import i18next from 'i18next';
import { digitChoice, holdDigitChoice, type DigitChoice } from '@/lib/format/digits';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { digitsPostProcessor } from './digits';

// Off the start route: only the settings page switches digits (decision 0292).
const listeners = new Set<() => void>();

/** Called when the player switches digits (the settings' radio buttons follow). */
export function onDigitChoice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The one way to switch digits: what writes the texts' own figures is registered first, the
 * choice is stored on this device, then every text re-renders in place (react-i18next listens to
 * `digitsChanged` as to `languageChanged`).
 */
export function chooseDigits(choice: DigitChoice): void {
  if (choice === digitChoice()) return;
  if (choice === 'arab') i18next.use(digitsPostProcessor);
  holdDigitChoice(choice);
  if (choice === 'arab') storage.set(STORAGE_KEYS.digits, choice);
  else storage.remove(STORAGE_KEYS.digits);
  listeners.forEach((listener) => listener());
  i18next.emit('digitsChanged');
}
