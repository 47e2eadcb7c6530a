import type { FormatterModule } from 'i18next';
import { arabicDigitsIn, showDigits } from '@/lib/format/digits';

/** Marks a value put into a text, so the text's own digits can change and the value's cannot. */
export const OPEN = '\uE001';
export const CLOSE = '\uE002';

/**
 * The values put into texts (decision 0292): a number (a plural's count) in the player's digits,
 * as @/lib/format writes every other figure; a string is kept as it is (amounts and dates come
 * formatted; codes, phone numbers and ticket numbers stay Latin). The app names no i18next
 * formats, so this is the whole formatter. Marked values only while Arabic-Indic digits are on: the
 * post-processor (./digits, loaded then) takes the marks off.
 */
export const digitsFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  // Anything else goes back untouched (a missing value stays missing for i18next).
  format: (value: unknown, _format, lng) => {
    if (typeof value === 'number') return showDigits(String(value), lng);
    if (typeof value === 'string' && lng && arabicDigitsIn(lng) && /\d/.test(value))
      return `${OPEN}${value}${CLOSE}`;
    return value as string;
  },
  add: () => undefined,
  addCached: () => undefined,
};
