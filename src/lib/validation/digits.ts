// Arabic-Indic (U+0660..) and Extended Arabic-Indic (U+06F0.., used in Sorani) digits.
const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/**
 * Players in Iraq often type Arabic-Indic digits (٠٧٧٠… or ۰۷۷۰…). Validators and submitted
 * values use Western digits, so both forms are accepted and normalised here.
 */
export function normalizeDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero =
      code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

/** Trimmed, with Western digits: what validators look at and what forms submit. */
export const cleanInput = (value: string): string => normalizeDigits(value.trim());
