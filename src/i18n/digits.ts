import type { FormatterModule, PostProcessorModule } from 'i18next';
import { arabicDigitsIn, showDigits } from '@/lib/format/digits';

// Marks a value put into a text, so the text's own digits can change and the value's cannot.
const OPEN = '\uE001';
const CLOSE = '\uE002';
const KEPT = new RegExp(`${OPEN}[^${CLOSE}]*${CLOSE}|[^${OPEN}]+`, 'g');
// A text's own figures ("6 of 29", "1,500"), not a name or a pattern written with letters
// ("SHA-256", "Python 3", "07XXXXXXXXX").
const OWN_FIGURE = /(?<![A-Za-z][-\s]?)(?<!\d)\d+(?:[,.]\d+)*(?![\dA-Za-z])/g;

/**
 * The values put into texts (decision 0292): a number (a plural's count) in the player's digits,
 * as @/lib/format writes every other figure; a string is kept as it is (amounts and dates come
 * formatted; codes, phone numbers and ticket numbers stay Latin). The app names no i18next
 * formats, so this is the whole formatter.
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

/** The text's own figures in the player's digits; the values put in as they came. */
export const digitsPostProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'digits',
  process(value, _key, options: { lng?: string }, translator: { language?: string }) {
    const lang = options.lng ?? translator.language ?? '';
    if (typeof value !== 'string' || !arabicDigitsIn(lang)) return value;
    return (value.match(KEPT) ?? [])
      .map((piece) =>
        piece.startsWith(OPEN)
          ? piece.slice(1, -1)
          : piece.replace(OWN_FIGURE, (figure) => showDigits(figure, lang)),
      )
      .join('');
  },
};
