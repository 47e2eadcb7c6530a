import type { PostProcessorModule } from 'i18next';
import { arabicDigitsIn, showDigits } from '@/lib/format/digits';
import { CLOSE, OPEN } from './digits-formatter';

const KEPT = new RegExp(`${OPEN}[^${CLOSE}]*${CLOSE}|[^${OPEN}]+`, 'g');
// A text's own figures ("6 of 29", "1,500"), not a name or a pattern written with letters
// ("SHA-256", "Python 3", "07XXXXXXXXX").
const OWN_FIGURE = /(?<![A-Za-z][-\s]?)(?<!\d)\d+(?:[,.]\d+)*(?![\dA-Za-z])/g;

/**
 * The text's own figures in the player's digits; the values put in as they came. Loaded only for
 * a player who reads Arabic-Indic digits (initI18n, ./choose-digits), not with the start route.
 */
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
