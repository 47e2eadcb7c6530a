import { storage, STORAGE_KEYS } from '@/lib/storage';

/** How figures are written: Latin (the default) or Arabic-Indic, Intl's `arab` system. */
export type DigitChoice = 'latin' | 'arab';

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
/** Intl's `arab` separators: thousands U+066C, decimal U+066B, percent U+066A. */
const SEPARATORS: Record<string, string> = { ',': '\u066c', '.': '\u066b' };

const readChoice = (): DigitChoice =>
  storage.get(STORAGE_KEYS.digits) === 'arab' ? 'arab' : 'latin';

// Read once at start (before the first render) and kept here: every figure reads it.
let choice: DigitChoice = readChoice();
// The UI language, told by src/i18n whenever it changes (format keeps no other language).
let language = 'ar';

export const digitChoice = (): DigitChoice => choice;

/** Holds the player's choice (src/i18n/choose-digits stores it and re-renders the texts). */
export function holdDigitChoice(next: DigitChoice): void {
  choice = next;
}

/** src/i18n tells the language of the texts on screen. */
export function setDigitsLanguage(lang: string): void {
  language = lang;
}

/** Whether figures show in Arabic-Indic digits: only when chosen, and only in Arabic and Kurdish. */
export const arabicDigitsIn = (lang: string = language): boolean =>
  choice === 'arab' && (lang === 'ar' || lang === 'ku');

/**
 * A figure as the player reads it: `text` (Latin digits, as every formatter builds it) in
 * Arabic-Indic digits when they are on, its separators with them ("50,000" → "٥٠٬٠٠٠").
 * Codes, phone numbers and ticket numbers never pass here (decision 0292).
 */
export function showDigits(text: string, lang?: string): string {
  if (!arabicDigitsIn(lang)) return text;
  return text
    .replace(/(?<=\d)[,.](?=\d)/g, (sign) => SEPARATORS[sign] ?? sign)
    .replace(/\d/g, (digit) => ARABIC_INDIC[Number(digit)] ?? digit);
}
