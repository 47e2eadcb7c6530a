import { normalizeDigits } from './digits';

/**
 * The one normaliser of what players type into numeric fields. Keyboards in Iraq give
 * Arabic-Indic (٠١٢…) or Extended Arabic-Indic (۰۱۲…) digits, and people group numbers with
 * spaces or dashes ("0770 123-4567"). Every validator and every request uses these functions, so
 * what was checked is exactly what is sent.
 */

/** Spaces of any kind (incl. no-break and thin spaces) and the dashes phones use. */
const SEPARATORS = /[\s\u00a0\u2000-\u200b\u202f\u205f\u3000\-\u2010-\u2015\u2212\u00ad]/g;
/** Bidi marks that RTL keyboards and copy-paste slip in around digits. */
const BIDI_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

const base = (value: string): string => normalizeDigits(value).replace(BIDI_MARKS, '');

/** Wallet numbers, the SMS code, the security code: Western digits, no separators. */
export const normalizeDigitString = (value: string): string => base(value).replace(SEPARATORS, '');

/** Phone numbers: like a digit string (brackets too); a leading "+" stays. */
export const normalizePhoneInput = (value: string): string =>
  base(value).replace(SEPARATORS, '').replace(/[()]/g, '');

/**
 * Amounts: Western digits; spaces and the Arabic thousands separator (٬) group digits like a
 * comma does. A dash is not a separator here: "-1500" must stay a (refused) negative amount.
 */
export const normalizeAmountInput = (value: string): string =>
  base(value)
    .replace(/[\s\u00a0\u2000-\u200b\u202f]/g, '')
    .replace(/[\u066c\u060c]/g, ',');

/** Voucher codes: letters and dashes are part of a code; only digits and case are normalised. */
export const normalizeVoucherCode = (value: string): string =>
  base(value).replace(/\s+/g, '').toUpperCase();
